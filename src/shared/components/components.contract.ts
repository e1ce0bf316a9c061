import { z } from 'zod';
import { boundedNumber, inputBounds } from '../lib/input-bounds';
import { pageParam, pageSchema, pageSizeParam } from '../lib/pagination';
import { archivedParam } from '../lib/removal.contract';
import { optionalText, requiredText, searchText } from '../lib/schema-helpers';
import { componentMessages } from './components.rules';

export const componentKinds = [
  'engine',
  'gearbox',
  'differential',
  'shock',
  'seat',
  'harness',
  'fire_system',
  'other',
] as const;
export type ComponentKind = (typeof componentKinds)[number];

export const componentKindLabels: Record<ComponentKind, string> = {
  engine: 'Engine',
  gearbox: 'Gearbox',
  differential: 'Differential',
  shock: 'Shock',
  seat: 'Seat',
  harness: 'Harness',
  fire_system: 'Fire system',
  other: 'Other',
};

/** Where a component is now: the car it is installed on (since when), or null on the shelf. */
export const componentPlaceSchema = z.object({
  installationId: z.uuid(),
  carId: z.uuid(),
  carName: z.string(),
  installedAt: z.iso.datetime({ offset: true }),
});
z.globalRegistry.add(componentPlaceSchema, { id: 'ComponentPlace' });

export const componentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(componentKinds),
  serialNumber: z.string().nullable(),
  notes: z.string().nullable(),
  hours: z.number(),
  /** Miles. */
  distance: z.number(),
  /** When the component was archived; null while it is in use. */
  archivedAt: z.string().nullable(),
  /** The car it is installed on, or null when it is on the shelf. */
  installedOn: componentPlaceSchema.nullable(),
});
z.globalRegistry.add(componentSchema, { id: 'Component' });
export type Component = z.infer<typeof componentSchema>;

/** The component form: name and kind required, serial number and notes optional, its meters as they read now. */
export const componentInputSchema = z.object({
  name: requiredText(componentMessages.nameRequired, 200),
  kind: z.enum(componentKinds, { error: componentMessages.kindInvalid }),
  serialNumber: optionalText(200),
  notes: optionalText(5000),
  hours: boundedNumber('Hours', inputBounds.hours).default(0),
  distance: boundedNumber('Distance', inputBounds.miles).default(0),
});
z.globalRegistry.add(componentInputSchema, { id: 'ComponentFields' });
export type ComponentInput = z.input<typeof componentInputSchema>;
export type ComponentValues = z.output<typeof componentInputSchema>;

export const componentsPageSize = 50;

export const componentListQuerySchema = z.object({
  search: searchText().optional(),
  kind: z.enum(componentKinds, { error: componentMessages.kindInvalid }).optional(),
  archived: archivedParam,
  page: pageParam(),
  pageSize: pageSizeParam(componentsPageSize),
});
export type ComponentListQuery = z.input<typeof componentListQuerySchema>;
export type ComponentListQueryValues = z.output<typeof componentListQuerySchema>;

export const componentsPageSchema = pageSchema(componentSchema);
export type ComponentsPage = z.infer<typeof componentsPageSchema>;

/** A moment of a component's life: an ISO date and time, not in the future. */
const moment = z.iso.datetime({ offset: true, error: componentMessages.dateInvalid });

export const installComponentSchema = z.object({
  carId: z.uuid({ error: componentMessages.carRequired }),
  date: moment,
});
export type InstallComponent = z.infer<typeof installComponentSchema>;

export const removeComponentSchema = z.object({ date: moment });
export type RemoveComponent = z.infer<typeof removeComponentSchema>;

export const moveComponentSchema = z.object({
  toCarId: z.uuid({ error: componentMessages.carRequired }),
  date: moment,
});
export type MoveComponent = z.infer<typeof moveComponentSchema>;

/** One stay of a component on a car, with both meters at each end. */
export const componentInstallationSchema = z.object({
  id: z.uuid(),
  componentId: z.uuid(),
  componentName: z.string(),
  componentKind: z.enum(componentKinds),
  serialNumber: z.string().nullable(),
  /** The component's meters now. */
  componentHours: z.number(),
  componentDistance: z.number(),
  carId: z.uuid(),
  carName: z.string(),
  installedAt: z.iso.datetime({ offset: true }),
  removedAt: z.iso.datetime({ offset: true }).nullable(),
  carHoursAtInstall: z.number(),
  carDistanceAtInstall: z.number(),
  hoursAtInstall: z.number(),
  distanceAtInstall: z.number(),
  carHoursAtRemoval: z.number().nullable(),
  carDistanceAtRemoval: z.number().nullable(),
  hoursAtRemoval: z.number().nullable(),
  distanceAtRemoval: z.number().nullable(),
});
z.globalRegistry.add(componentInstallationSchema, { id: 'ComponentInstallation' });
export type ComponentInstallation = z.infer<typeof componentInstallationSchema>;

/** What one reading of a car's log (a session's, or one typed higher) added to the component. */
export const componentAccrualSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  carName: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
  source: z.enum(['session', 'manual', 'import']),
  sessionId: z.uuid().nullable(),
  sessionName: z.string().nullable(),
  hours: z.number(),
  /** Miles. */
  distance: z.number(),
});
z.globalRegistry.add(componentAccrualSchema, { id: 'ComponentAccrual' });
export type ComponentAccrual = z.infer<typeof componentAccrualSchema>;

export const componentAccrualsQuerySchema = z.object({ page: pageParam(), pageSize: pageSizeParam(20) });
export type ComponentAccrualsQuery = z.infer<typeof componentAccrualsQuerySchema>;
export const componentAccrualsPageSchema = pageSchema(componentAccrualSchema);
export type ComponentAccrualsPage = z.infer<typeof componentAccrualsPageSchema>;

/** A rebuild: an optional note. Its service items are reset at the component's meters then. */
export const rebuildComponentSchema = z.object({ note: optionalText(1000) });
export type RebuildComponentInput = z.input<typeof rebuildComponentSchema>;
export type RebuildComponent = z.output<typeof rebuildComponentSchema>;

/** A rebuild in a component's life. */
export const componentRebuildSchema = z.object({
  id: z.uuid(),
  rebuiltAt: z.iso.datetime({ offset: true }),
  hours: z.number(),
  /** Miles. */
  distance: z.number(),
  note: z.string().nullable(),
  rebuiltByName: z.string().nullable(),
  /** How many service items were reset. */
  itemsReset: z.number().int().optional(),
});
z.globalRegistry.add(componentRebuildSchema, { id: 'ComponentRebuild' });
export type ComponentRebuild = z.infer<typeof componentRebuildSchema>;
