import { defaultRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import { quickAddTemplates } from '@shared/work-orders/quick-add.rules';
import type { WorkOrderValues } from '@shared/work-orders/work-orders.contract';
import type { WorkOrderStatus } from '@shared/work-orders/work-orders.rules';
import type { RequestContext } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { getEventOptions } from '../events/events.service';
import { getPricingRateCard, ratesOf } from '../rate-cards/rate-cards.service';
import { tierMultiplier, type PricingTier } from '@shared/work-orders/pricing-tier.rules';
import { changeWorkOrderStatus, createWorkOrder } from './work-orders.service';

type Lines = Pick<WorkOrderValues, 'eventCharges' | 'serviceCharges' | 'partsCharges' | 'damageCharges'>;

interface DemoWorkOrder {
  title: string;
  description: string;
  priority: WorkOrderValues['priority'];
  /** Index into the client-owned cars. */
  car: number;
  /** The statuses it goes through after being saved as a draft. */
  path: WorkOrderStatus[];
  templates: string[];
  requestedDate: string;
  /** Rush, weekend or holiday work (standard when left out). */
  pricingTier?: PricingTier;
}

const demoWorkOrders: DemoWorkOrder[] = [
  {
    title: 'Spring sprint track support',
    description: 'Transport and full track support for the spring sprint weekend',
    priority: 'high',
    car: 0,
    path: ['pending_approval', 'approved'],
    templates: ['transport_multi_car', 'practice_day', 'pre_session_inspection', 'oil'],
    requestedDate: '2026-03-02',
  },
  {
    title: 'Brake refresh',
    description: 'Pads and fluid after the endurance race',
    priority: 'medium',
    car: 0,
    path: ['pending_approval', 'approved'],
    templates: ['brake_pads', 'race_day_setup'],
    requestedDate: '2026-03-20',
  },
  {
    title: 'Front bumper repair',
    description: 'Contact in turn 3: bumper panel and paint',
    priority: 'urgent',
    car: 1,
    path: ['pending_approval', 'approved'],
    templates: ['panel_replacement', 'post_session_inspection'],
    requestedDate: '2026-04-05',
  },
  {
    title: 'Annual safety inspection',
    description: 'Cage, belts, fire system and logbook',
    priority: 'medium',
    car: 2,
    path: ['pending_approval', 'approved'],
    templates: ['annual_safety_inspection', 'air_filter'],
    requestedDate: '2026-04-18',
  },
  {
    title: 'Race weekend preparation',
    description: 'Pre-event preparation and setup for the summer enduro',
    priority: 'high',
    car: 1,
    path: ['pending_approval'],
    templates: ['pre_event_preparation', 'race_day_setup', 'practice_day'],
    requestedDate: '2026-05-12',
    pricingTier: 'rush',
  },
  {
    title: 'Suspension check',
    description: 'Noise from the rear left after the last session',
    priority: 'low',
    car: 2,
    path: [],
    templates: ['post_session_inspection'],
    requestedDate: '2026-05-28',
  },
  {
    title: 'Transport to the test day',
    description: 'Test day cancelled by the client',
    priority: 'low',
    car: 0,
    path: ['cancelled'],
    templates: ['transport_multi_car'],
    requestedDate: '2026-02-10',
  },
];

/** The builder's lines for Quick Add templates, priced from `rates`. */
function linesOf(keys: string[], rates: ReturnType<typeof ratesOf>, multiplier: number, eventId: string | null): Lines {
  const lines: Lines = { eventCharges: [], serviceCharges: [], partsCharges: [], damageCharges: [] };
  for (const template of quickAddTemplates(rates, multiplier).filter((t) => keys.includes(t.key))) {
    const base = { chargeType: template.chargeType, quantity: template.quantity, notes: null };
    if (template.kind === 'event') {
      lines.eventCharges.push({
        ...base,
        description: template.description,
        unitRateCents: template.unitRateCents,
        eventId,
        eventDate: null,
        driverId: null,
        sessionCount: null,
      });
    } else if (template.kind === 'service') {
      lines.serviceCharges.push({
        ...base,
        description: template.description,
        unitRateCents: template.unitRateCents,
        serviceDate: null,
        serviceType: template.chargeType,
      });
    } else if (template.kind === 'parts') {
      lines.partsCharges.push({
        ...base,
        partName: template.partName ?? template.description,
        description: template.description,
        partNumber: null,
        unitCostCents: template.unitCostCents ?? 0,
        unitPriceCents: template.unitRateCents,
        supplier: null,
        category: template.category ?? null,
        inventoryItemId: null,
      });
    } else {
      lines.damageCharges.push({
        ...base,
        description: template.description,
        unitRateCents: template.unitRateCents,
        damageReportId: null,
        damageType: template.chargeType,
        assessmentDate: null,
        severity: null,
        estimatedRepairMinutes: null,
      });
    }
  }
  return lines;
}

async function seedWorkOrder(
  ctx: RequestContext,
  demo: DemoWorkOrder,
  car: { id: string; clientId: string },
  eventId: string | null,
): Promise<void> {
  // Priced as the builder prices it: the client's card (else the default), at the tier's multiplier.
  const card = await getPricingRateCard(ctx, car.clientId);
  const rates = card ? ratesOf(card) : defaultRateCardRates;
  const pricingTier = demo.pricingTier ?? 'standard';
  const created = await createWorkOrder(ctx, {
    clientId: car.clientId,
    carId: car.id,
    title: demo.title,
    description: demo.description,
    priority: demo.priority,
    pricingTier,
    requestedDate: demo.requestedDate,
    scheduledStartDate: null,
    estimatedCompletionDate: null,
    requiresClientApproval: true,
    notes: null,
    status: 'draft',
    ...linesOf(demo.templates, rates, tierMultiplier(rates, pricingTier), eventId),
  });
  for (const status of demo.path) await changeWorkOrderStatus(ctx, created.id, status);
}

/**
 * Work orders for the client-owned cars in every status the builder and the status endpoint
 * reach (draft, pending approval, approved, cancelled); the invoices seed takes some approved
 * ones to invoiced and paid.
 */
export const seedWorkOrders: DemoSeedStep = async (_deps, ctx, records) => {
  const cars = (await records.cars()).flatMap((c) => (c.clientId ? [{ id: c.id, clientId: c.clientId }] : []));
  if (cars.length === 0) return;
  const [event] = await getEventOptions(ctx);
  for (const demo of demoWorkOrders) {
    const car = cars[demo.car % cars.length];
    if (car) await seedWorkOrder(ctx, demo, car, event?.id ?? null);
  }
};
