import { transaction } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertTemplate, insertTemplateItems, type NewTemplateItem } from './inspection-templates.repository';

type DemoItem = Pick<NewTemplateItem, 'category' | 'itemName'> &
  Partial<
    Pick<
      NewTemplateItem,
      | 'isRequired'
      | 'inputType'
      | 'failureCreatesWorkItem'
      | 'workItemTemplate'
      | 'estimatedRepairMinutes'
      | 'description'
    >
  >;

const preEventItems: DemoItem[] = [
  { category: 'Safety', itemName: 'Helmet and HANS', description: 'Snell SA2020 or newer; tethers intact.' },
  {
    category: 'Safety',
    itemName: 'Harness',
    description: 'Within date, no fraying, mounts tight.',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Replace driver harness',
    estimatedRepairMinutes: 90,
  },
  {
    category: 'Safety',
    itemName: 'Fire system',
    description: 'Bottle charged, pull cable free, pin removed before grid.',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Service fire suppression system',
    estimatedRepairMinutes: 45,
  },
  { category: 'Safety', itemName: 'Window net and kill switch' },
  {
    category: 'Brakes',
    itemName: 'Pad thickness',
    inputType: 'number',
    description: 'Millimetres remaining, front and rear.',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Replace brake pads',
    estimatedRepairMinutes: 75,
  },
  {
    category: 'Brakes',
    itemName: 'Fluid level and leaks',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Bleed brakes and top up fluid',
    estimatedRepairMinutes: 40,
  },
  { category: 'Wheels & Tires', itemName: 'Lug nut torque', description: 'Torque to spec with the car on the ground.' },
  {
    category: 'Wheels & Tires',
    itemName: 'Tire condition',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Mount a new tire set',
  },
  {
    category: 'Mechanical',
    itemName: 'Fluid leaks',
    description: 'Oil, coolant, gearbox, diff.',
    failureCreatesWorkItem: true,
    estimatedRepairMinutes: 120,
  },
  { category: 'Body', itemName: 'Numbers and class stickers', isRequired: false },
  { category: 'Body', itemName: 'Loose items in cockpit', isRequired: false },
];

const postEventItems: DemoItem[] = [
  {
    category: 'Body',
    itemName: 'Body damage',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Repair body damage',
    estimatedRepairMinutes: 180,
  },
  {
    category: 'Brakes',
    itemName: 'Rotor cracks',
    failureCreatesWorkItem: true,
    workItemTemplate: 'Replace brake rotors',
    estimatedRepairMinutes: 90,
  },
  { category: 'Mechanical', itemName: 'Oil level and leaks', failureCreatesWorkItem: true },
  { category: 'Wheels & Tires', itemName: 'Tire wear', inputType: 'text', isRequired: false },
  { category: 'Data', itemName: 'Logger downloaded', isRequired: false },
];

/** A default pre-event tech inspection (some failures create work items) and a post-event check. */
export const seedInspectionTemplates: DemoSeedStep = async (_deps, ctx) => {
  const templates = [
    {
      name: 'Club Race Tech Inspection',
      description:
        'The shop’s pre-event tech: safety gear, brakes, tires and leaks before the car leaves for the track.',
      inspectionType: 'pre_event',
      isDefault: true,
      baseFeeCents: 7500,
      estimatedMinutes: 45,
      items: preEventItems,
    },
    {
      name: 'Post-Race Check',
      description:
        'After the last session: damage, brakes and fluids, so repairs can be booked before the next weekend.',
      inspectionType: 'post_event',
      isDefault: true,
      baseFeeCents: 5000,
      estimatedMinutes: 30,
      items: postEventItems,
    },
  ];
  await transaction(ctx, async (ctx) => {
    for (const { items, ...template } of templates) {
      const row = await insertTemplate(ctx.team, { ...template, createdBy: ctx.userId });
      await insertTemplateItems(
        ctx.team,
        items.map((item, index) => ({ ...item, templateId: row.id, sortOrder: index })),
      );
    }
  });
};
