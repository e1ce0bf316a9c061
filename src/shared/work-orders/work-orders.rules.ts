import { inventoryCategoryLabels, type InventoryCategory } from '../inventory/inventory.rules';
import { dollarsLabel, inputBounds } from '../lib/input-bounds';
import { formatTeamNumber } from '../lib/numbering';
import { formatNumber } from '../lib/number-format';

/** Spec section 4: draft (the default, Save Draft), pending_approval (Send for Approval), … */
export const workOrderStatuses = ['draft', 'pending_approval', 'approved', 'invoiced', 'paid', 'cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];
export const defaultWorkOrderStatus: WorkOrderStatus = 'draft';

export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending Approval',
  approved: 'Approved',
  invoiced: 'Invoiced',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** Badge colours (Mantine): the spec's draft gray, pending yellow, approved green, invoiced blue. */
export const workOrderStatusColors: Record<WorkOrderStatus, string> = {
  draft: 'gray',
  pending_approval: 'yellow',
  approved: 'green',
  invoiced: 'blue',
  paid: 'teal',
  cancelled: 'red',
};

export const workOrderPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type WorkOrderPriority = (typeof workOrderPriorities)[number];
/** Medium everywhere (the spec's one "normal" load path is not kept). */
export const defaultWorkOrderPriority: WorkOrderPriority = 'medium';

export const workOrderPriorityLabels: Record<WorkOrderPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const workOrderPriorityColors: Record<WorkOrderPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** The charge tabs of the builder, in order. */
export const chargeKinds = ['event', 'service', 'parts', 'damage'] as const;
export type ChargeKind = (typeof chargeKinds)[number];

export const chargeKindLabels: Record<ChargeKind, string> = {
  event: 'Event',
  service: 'Service',
  parts: 'Parts',
  damage: 'Damage',
};

/** A key the app writes ('wear_item', 'inspection_repair'): lower-case words joined by underscores. */
const keyPattern = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * A charge line's type as read: a key ('part', 'inspection_repair', 'oil_change') in words ('Part',
 * 'Inspection repair', 'Oil change'); anything else as it was typed.
 */
export function chargeTypeLabel(chargeType: string): string {
  if (!keyPattern.test(chargeType)) return chargeType;
  const words = chargeType.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A part's category as read: an inventory category by its label ('wear_item' → 'Wear Item'), other text as typed. */
export function partCategoryLabel(category: string): string {
  return Object.hasOwn(inventoryCategoryLabels, category)
    ? inventoryCategoryLabels[category as InventoryCategory]
    : category;
}

/**
 * Where a work order may go from each status. Invoiced and paid are reached only through an
 * invoice (creating one, then marking it paid); the status endpoint refuses them.
 */
const transitions: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  draft: ['pending_approval', 'cancelled'],
  pending_approval: ['approved', 'draft', 'cancelled'],
  approved: ['invoiced', 'cancelled'],
  invoiced: ['paid'],
  paid: [],
  cancelled: [],
};

export function canMoveWorkOrder(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses a user may move a work order to by hand (the status endpoint). */
export const manualWorkOrderStatuses = ['draft', 'pending_approval', 'approved', 'cancelled'] as const;
export type ManualWorkOrderStatus = (typeof manualWorkOrderStatuses)[number];

/** Where a user can move this work order by hand now (what the UI offers). */
export function nextManualStatuses(from: WorkOrderStatus): ManualWorkOrderStatus[] {
  return manualWorkOrderStatuses.filter((to) => canMoveWorkOrder(from, to));
}

/**
 * Whether moving a work order to `to` records the client's approval (pending approval →
 * approved): only members who may approve work orders (`approve_work_orders`) make that move.
 */
export function recordsClientApproval(to: WorkOrderStatus): boolean {
  return to === 'approved';
}

/**
 * Why a work order cannot move from `from` to `to` by hand, or null when it can. Invoiced and
 * paid follow the invoice.
 */
export function workOrderMoveRefusal(from: WorkOrderStatus, to: WorkOrderStatus): string | null {
  if (to === 'invoiced' && from !== 'invoiced') return workOrderMessages.invoicedByInvoice;
  if (to === 'paid' && from !== 'paid') return workOrderMessages.paidByInvoice;
  if (from === to) return `This work order is already ${workOrderStatusLabels[to].toLowerCase()}`;
  if (canMoveWorkOrder(from, to)) return null;
  return `A work order cannot go from ${workOrderStatusLabels[from]} to ${workOrderStatusLabels[to]}`;
}

/** The builder saves only drafts and work orders waiting for approval. */
export const editableWorkOrderStatuses: readonly WorkOrderStatus[] = ['draft', 'pending_approval'];
export function isWorkOrderEditable(status: WorkOrderStatus): boolean {
  return editableWorkOrderStatuses.includes(status);
}

/** Open work orders: not yet invoiced, paid or cancelled (the vehicle list's Open ROs). */
export const openWorkOrderStatuses: readonly WorkOrderStatus[] = ['draft', 'pending_approval', 'approved'];

/**
 * The client profile's repair-order tabs (keys active, saved, ar, paid). Cancelled work orders
 * are in none of them.
 */
export const repairOrderTabs = ['active', 'saved', 'ar', 'paid'] as const;
export type RepairOrderTab = (typeof repairOrderTabs)[number];
export const repairOrderTabLabels: Record<RepairOrderTab, string> = {
  active: 'ACTIVE',
  saved: 'SAVED FOR LATER',
  ar: 'A/R',
  paid: 'PAID',
};
export const repairOrderTabStatuses: Record<RepairOrderTab, readonly WorkOrderStatus[]> = {
  active: ['pending_approval', 'approved'],
  saved: ['draft'],
  ar: ['invoiced'],
  paid: ['paid'],
};

/** WO-{year}-{sequence, at least 3 digits}. */
export function formatWorkOrderNumber(year: number, sequence: number): string {
  return formatTeamNumber('WO', year, sequence);
}

/** Whether a quantity has at most two decimals (1.5 hours, 0.25). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * A line's total: quantity × unit rate (parts: × unit price), in cents, rounded half up to the
 * cent. Quantities have at most two decimals, so this is exact integer arithmetic.
 */
/** A line's quantity as shown: two decimals at most ("1.5", "12"). */
export function formatQuantity(quantity: number): string {
  return formatNumber(quantity, { maximumFractionDigits: 2 });
}

export function lineTotalCents(quantity: number, unitRateCents: number): number {
  const hundredths = Math.round(quantity * 100);
  const product = hundredths * unitRateCents;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 50) / 100);
}

/**
 * A part's markup: (price − cost) / cost × 100, to two decimals; null when the cost is 0
 * (no markup can be computed).
 */
export function markupPercentage(unitCostCents: number, unitPriceCents: number): number | null {
  if (unitCostCents <= 0) return null;
  return Math.round(((unitPriceCents - unitCostCents) / unitCostCents) * 100 * 100) / 100;
}

/** A price from a cost and a markup percentage, in whole cents (half up). */
export function priceWithMarkupCents(unitCostCents: number, markup: number): number {
  return Math.round(unitCostCents * (1 + markup / 100));
}

export interface PricedLine {
  quantity: number;
  /** The unit rate; a part's unit price. */
  unitRateCents: number;
}

/** The order total: the sum of every charge line's total. Estimated and actual are the same. */
export function workOrderTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.quantity, line.unitRateCents), 0);
}

export function workOrderTotals(lines: readonly PricedLine[]): {
  estimatedTotalCents: number;
  actualTotalCents: number;
} {
  const total = workOrderTotalCents(lines);
  return { estimatedTotalCents: total, actualTotalCents: total };
}

/** Hours (two decimals) for a number of minutes: 90 → 1.5. */
export function hoursFromMinutes(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** The list's count line. */
export function workOrderCountLine(shown: number, total: number): string {
  return `${shown} of ${total} work orders`;
}

/** The spec's messages for work orders (alerts become toasts; 'required' is the API's 400 too). */
export const workOrderMessages = {
  requiredFields: 'Please fill in all required fields (Client, Vehicle, Title)',
  carNotOfClient: 'The selected car does not belong to this client',
  notFound: 'Work order not found',
  loadFailed: 'Error loading work order. Redirecting to list.',
  saveFailed: (message: string) => `Error saving work order: ${message}. Please try again.`,
  sendFailed: 'Error sending work order for approval. Please try again.',
  createFailed: (message: string) => `Failed to create work order: ${message}`,
  updateFailed: (message: string) => `Failed to update work order: ${message}`,
  notEditable: 'Only draft work orders and those pending approval can be changed',
  invoicedByInvoice: 'A work order becomes invoiced when it is put on an invoice',
  paidByInvoice: 'A work order becomes paid when its invoice is paid',
  noneFound: 'No work orders found',
  noneFoundHint: 'Try adjusting your filters or search terms.',
  noneYetHint: 'Get started by creating your first work order.',
  unknownClient: 'Unknown Client',
  unknownVehicle: 'Unknown Vehicle',
  noRateCard: 'No Rate Card Found',
  noRateCardHint: 'Create a default rate card in Billing, Pricing Management to use Quick Add.',
  tooManyLines: 'A work order can have at most 500 charge lines',
  lineTotalTooLarge: `A charge line can total at most ${dollarsLabel(inputBounds.totalCents.max)}`,
  totalTooLarge: `A work order can total at most ${dollarsLabel(inputBounds.totalCents.max)}`,
  completionBeforeStart: 'Estimated completion must be on or after the scheduled start',
} as const;
