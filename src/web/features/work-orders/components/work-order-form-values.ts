import { repricedUnitRate, type RateCardItem } from '@shared/work-orders/line-prices.rules';
import type { PricingTier } from '@shared/work-orders/pricing-tier.rules';
import type {
  DamageChargeInput,
  EventChargeInput,
  PartsChargeInput,
  ServiceChargeInput,
  WorkOrder,
  WorkOrderInput,
} from '@shared/work-orders/work-orders.contract';
import type { QuickAddTemplate } from '@shared/work-orders/quick-add.rules';
import {
  chargeKinds,
  defaultWorkOrderPriority,
  lineTotalCents,
  workOrderTotalCents,
  type ChargeKind,
  type PricedLine,
  type WorkOrderPriority,
} from '@shared/work-orders/work-orders.rules';

/** A charge line of the builder: the contract's line plus a key that stays with it while it is edited. */
export type Line<T> = T & { key: string };

export interface ChargeLists {
  eventCharges: Line<EventChargeInput>[];
  serviceCharges: Line<ServiceChargeInput>[];
  partsCharges: Line<PartsChargeInput>[];
  damageCharges: Line<DamageChargeInput>[];
}

/** What the builder edits: the header fields and the four charge lists. */
export interface WorkOrderFormValues extends ChargeLists {
  clientId: string | null;
  carId: string | null;
  title: string;
  description: string;
  priority: WorkOrderPriority;
  pricingTier: PricingTier;
  requestedDate: string | null;
  scheduledStartDate: string | null;
  estimatedCompletionDate: string | null;
  requiresClientApproval: boolean;
  notes: string;
}

/** The builder's list field of each charge kind (also the API's). */
export const chargeListField = {
  event: 'eventCharges',
  service: 'serviceCharges',
  parts: 'partsCharges',
  damage: 'damageCharges',
} as const satisfies Record<ChargeKind, keyof ChargeLists>;

export type AnyLine = ChargeLists[keyof ChargeLists][number];

let lastKey = 0;
/** A key for a line made in the browser (lines read from the server keep their id). */
export function newLineKey(): string {
  lastKey += 1;
  return `line-${lastKey}`;
}

/** A new work order (the client preselected when given), or a stored one to edit. */
export function workOrderFormValues(
  workOrder: WorkOrder | null,
  options: { clientId?: string | null } = {},
): WorkOrderFormValues {
  if (!workOrder) {
    return {
      clientId: options.clientId ?? null,
      carId: null,
      title: '',
      description: '',
      priority: defaultWorkOrderPriority,
      pricingTier: 'standard',
      requestedDate: null,
      scheduledStartDate: null,
      estimatedCompletionDate: null,
      requiresClientApproval: true,
      notes: '',
      eventCharges: [],
      serviceCharges: [],
      partsCharges: [],
      damageCharges: [],
    };
  }
  return {
    clientId: workOrder.clientId,
    carId: workOrder.carId,
    title: workOrder.title,
    description: workOrder.description ?? '',
    priority: workOrder.priority,
    pricingTier: workOrder.pricingTier,
    requestedDate: workOrder.requestedDate,
    scheduledStartDate: workOrder.scheduledStartDate,
    estimatedCompletionDate: workOrder.estimatedCompletionDate,
    requiresClientApproval: workOrder.requiresClientApproval,
    notes: workOrder.notes ?? '',
    eventCharges: workOrder.eventCharges.map((c) => ({
      key: c.id,
      chargeType: c.chargeType,
      description: c.description,
      quantity: c.quantity,
      unitRateCents: c.unitRateCents,
      notes: c.notes,
      eventId: c.eventId,
      eventDate: c.eventDate,
      driverId: c.driverId,
      sessionCount: c.sessionCount,
    })),
    serviceCharges: workOrder.serviceCharges.map((c) => ({
      key: c.id,
      chargeType: c.chargeType,
      description: c.description,
      quantity: c.quantity,
      unitRateCents: c.unitRateCents,
      notes: c.notes,
      serviceDate: c.serviceDate,
      serviceType: c.serviceType,
    })),
    partsCharges: workOrder.partsCharges.map((c) => ({
      key: c.id,
      chargeType: c.chargeType,
      partName: c.partName,
      // A part saved without a description took its name: editing shows it blank again.
      description: c.description === c.partName ? null : c.description,
      partNumber: c.partNumber,
      quantity: c.quantity,
      unitCostCents: c.unitCostCents,
      unitPriceCents: c.unitPriceCents,
      supplier: c.supplier,
      category: c.category,
      inventoryItemId: c.inventoryItemId,
      notes: c.notes,
    })),
    damageCharges: workOrder.damageCharges.map((c) => ({
      key: c.id,
      chargeType: c.chargeType,
      description: c.description,
      quantity: c.quantity,
      unitRateCents: c.unitRateCents,
      notes: c.notes,
      damageReportId: c.damageReportId,
      damageType: c.damageType,
      assessmentDate: c.assessmentDate,
      severity: c.severity,
      estimatedRepairMinutes: c.estimatedRepairMinutes,
    })),
  };
}

const withoutKey = <T extends { key: string }>({ key: _key, ...line }: T): Omit<T, 'key'> => line;

/** The API body of Save Draft (`draft`) or Send for Approval (`pending_approval`). */
export function toWorkOrderInput(values: WorkOrderFormValues, status: 'draft' | 'pending_approval'): WorkOrderInput {
  return {
    clientId: values.clientId ?? '',
    carId: values.carId ?? '',
    title: values.title,
    description: values.description,
    priority: values.priority,
    pricingTier: values.pricingTier,
    requestedDate: values.requestedDate,
    scheduledStartDate: values.scheduledStartDate,
    estimatedCompletionDate: values.estimatedCompletionDate,
    requiresClientApproval: values.requiresClientApproval,
    notes: values.notes,
    status,
    eventCharges: values.eventCharges.map(withoutKey),
    serviceCharges: values.serviceCharges.map(withoutKey),
    partsCharges: values.partsCharges.map(withoutKey),
    damageCharges: values.damageCharges.map(withoutKey),
  };
}

/** A line's unit rate: a part's unit price, every other line's unit rate. */
export function unitRateOf(kind: ChargeKind, line: AnyLine): number {
  if (kind === 'parts') return (line as PartsChargeInput).unitPriceCents;
  return (line as EventChargeInput).unitRateCents;
}

/** A line's total with the shared rule (quantity × unit rate; parts × unit price). */
export function lineTotalOf(kind: ChargeKind, line: AnyLine): number {
  return lineTotalCents(line.quantity, unitRateOf(kind, line));
}

/** What each charge tab adds up to and the order total, from the shared rules. */
export function chargeTotals(lists: ChargeLists): { byKind: Record<ChargeKind, number>; totalCents: number } {
  const priced = (kind: ChargeKind): PricedLine[] =>
    lists[chargeListField[kind]].map((line) => ({ quantity: line.quantity, unitRateCents: unitRateOf(kind, line) }));
  const byKind = Object.fromEntries(chargeKinds.map((kind) => [kind, workOrderTotalCents(priced(kind))])) as Record<
    ChargeKind,
    number
  >;
  return { byKind, totalCents: workOrderTotalCents(chargeKinds.flatMap(priced)) };
}

/** A Quick Add template as a builder line of its kind. */
export function templateLine(template: QuickAddTemplate): { kind: ChargeKind; line: AnyLine } {
  const common = {
    key: newLineKey(),
    chargeType: template.chargeType,
    quantity: template.quantity,
    notes: null,
  };
  if (template.kind === 'parts') {
    const line: Line<PartsChargeInput> = {
      ...common,
      partName: template.partName ?? template.label,
      description: template.description === (template.partName ?? template.label) ? null : template.description,
      partNumber: null,
      unitCostCents: template.unitCostCents ?? 0,
      unitPriceCents: template.unitRateCents,
      supplier: null,
      category: template.category ?? null,
    };
    return { kind: 'parts', line };
  }
  return {
    kind: template.kind,
    line: { ...common, description: template.description, unitRateCents: template.unitRateCents },
  };
}

/**
 * The labour lists after the work order's pricing moves from the items `from` to `to` (another
 * tier): each labour line at its rate-card price takes the new one; the rest keep theirs.
 */
export function repricedLabourLists(
  values: ChargeLists,
  from: readonly RateCardItem[],
  to: readonly RateCardItem[],
): Pick<ChargeLists, 'eventCharges' | 'serviceCharges' | 'damageCharges'> {
  const reprice = <L extends { chargeType?: string | null; unitRateCents: number }>(kind: ChargeKind, lines: L[]) =>
    lines.map((line) => ({ ...line, unitRateCents: repricedUnitRate({ ...line, kind }, from, to) }));
  return {
    eventCharges: reprice('event', values.eventCharges),
    serviceCharges: reprice('service', values.serviceCharges),
    damageCharges: reprice('damage', values.damageCharges),
  };
}
