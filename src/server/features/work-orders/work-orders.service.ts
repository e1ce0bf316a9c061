import { can, permissionMessages } from '@shared/auth/permissions.rules';
import { carLabel } from '@shared/cars/car-label.rules';
import { clientLabel } from '@shared/clients/client-label.rules';
import { AppError } from '@shared/lib/app-error';
import { documentMessages as estimateMessages } from '@shared/document-links/document-links.rules';
import { inputBounds } from '@shared/lib/input-bounds';
import { todayIso } from '@shared/lib/dates';
import { yearOfIsoDate } from '@shared/lib/numbering';
import { pageOffset } from '@shared/lib/pagination';
import {
  chargeKindOfBillingType,
  findPriceListItem,
  quickBillingMessages,
  quickBillingPriceList,
} from '@shared/rate-cards/price-list.rules';
import {
  quickBillingDefaultTitle,
  type ChargeCounts,
  type ClientWorkOrders,
  type ClientWorkOrdersQueryValues,
  type CreateFromPriceListValues,
  type DamageCharge,
  type EventCharge,
  type PartsCharge,
  type QuickBillingItem,
  type ServiceCharge,
  type WorkOrder,
  type WorkOrderList,
  type WorkOrderListItem,
  type WorkOrderListQueryValues,
  type WorkOrderValues,
} from '@shared/work-orders/work-orders.contract';
import { linesWithOwnPrices, rateCardItems } from '@shared/work-orders/line-prices.rules';
import {
  defaultWorkOrderPriority,
  editableWorkOrderStatuses,
  formatWorkOrderNumber,
  isWorkOrderEditable,
  lineTotalCents,
  markupPercentage,
  nextManualStatuses,
  openWorkOrderStatuses,
  recordsClientApproval,
  repairOrderTabs,
  repairOrderTabStatuses,
  workOrderMessages,
  workOrderMoveRefusal,
  workOrderTotals,
  type ChargeKind,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@shared/work-orders/work-orders.rules';
import { assertCan, transaction, type RequestContext } from '../../auth/request-context';
import { nextTeamCounter } from '../../db/team-counters';
import { TeamFigures } from '../../db/team-figures';
import { getPricingRateCard, ratesOf } from '../rate-cards/rate-cards.service';
import { tierMultiplier, type PricingTier } from '@shared/work-orders/pricing-tier.rules';
import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import {
  countChargesByKind,
  countClientWorkOrdersByStatus,
  countWorkOrders,
  countWorkOrdersOfCars,
  countWorkOrdersOfInvoices,
  deleteChargesOfWorkOrder,
  findCarClient,
  findClientLabel,
  findWorkOrderView,
  insertCharges,
  insertWorkOrder,
  listCharges,
  listWorkOrdersPage,
  listWorkOrderViewsOfInvoice,
  lockRegistrationDraft,
  lockWorkOrder,
  lockWorkOrders,
  moveWorkOrders,
  updateWorkOrder,
  type ChargeRow,
  type NewCharge,
  type WorkOrderRow,
  type WorkOrderView,
} from './work-orders.repository';

const workOrderNotFound = () => new AppError('not_found', workOrderMessages.notFound);
const carNotFound = () => AppError.validation('Car not found', { carId: 'Car not found' });

/** A charge line as stored, without the work order and position the save adds. */
type ChargeDraft = Omit<NewCharge, 'workOrderId' | 'position' | 'totalCents'>;

// ——— mapping ———

function lineBase(row: ChargeRow) {
  return {
    id: row.id,
    chargeType: row.chargeType,
    description: row.description,
    quantity: Number(row.quantity),
    totalCents: row.totalCents,
    notes: row.notes,
  };
}

export interface ChargeLists {
  eventCharges: EventCharge[];
  serviceCharges: ServiceCharge[];
  partsCharges: PartsCharge[];
  damageCharges: DamageCharge[];
}

function toChargeLists(rows: readonly ChargeRow[]): ChargeLists {
  const lists: ChargeLists = { eventCharges: [], serviceCharges: [], partsCharges: [], damageCharges: [] };
  for (const row of rows) {
    if (row.kind === 'event') {
      lists.eventCharges.push({
        ...lineBase(row),
        unitRateCents: row.unitRateCents,
        eventId: row.eventId,
        eventDate: row.eventDate,
        driverId: row.driverId,
        sessionCount: row.sessionCount,
      });
    } else if (row.kind === 'service') {
      lists.serviceCharges.push({
        ...lineBase(row),
        unitRateCents: row.unitRateCents,
        serviceDate: row.serviceDate,
        serviceType: row.serviceType,
      });
    } else if (row.kind === 'parts') {
      lists.partsCharges.push({
        ...lineBase(row),
        partName: row.partName ?? row.description,
        partNumber: row.partNumber,
        unitCostCents: row.unitCostCents ?? 0,
        unitPriceCents: row.unitRateCents,
        markupPercentage: row.markupPercentage === null ? null : Number(row.markupPercentage),
        supplier: row.supplier,
        category: row.category,
        inventoryItemId: row.inventoryItemId,
      });
    } else {
      lists.damageCharges.push({
        ...lineBase(row),
        unitRateCents: row.unitRateCents,
        damageReportId: row.damageReportId,
        damageType: row.damageType,
        assessmentDate: row.assessmentDate,
        severity: row.severity,
        estimatedRepairMinutes: row.estimatedRepairMinutes,
      });
    }
  }
  return lists;
}

function header(view: WorkOrderView) {
  const { row } = view;
  return {
    id: row.id,
    number: row.number,
    status: row.status as WorkOrderStatus,
    priority: row.priority as WorkOrderPriority,
    pricingTier: row.pricingTier as PricingTier,
    pricingMultiplier: Number(row.pricingMultiplier),
    title: row.title,
    description: row.description,
    clientId: row.clientId,
    clientName: clientLabel(view.client),
    carId: row.carId,
    carName: carLabel(view.car),
    requestedDate: row.requestedDate,
    estimatedTotalCents: row.estimatedTotalCents,
    createdAt: row.createdAt.toISOString(),
  };
}

function toWorkOrder(view: WorkOrderView, charges: readonly ChargeRow[]): WorkOrder {
  const { row } = view;
  const status = row.status as WorkOrderStatus;
  return {
    ...header(view),
    scheduledStartDate: row.scheduledStartDate,
    estimatedCompletionDate: row.estimatedCompletionDate,
    requiresClientApproval: row.requiresClientApproval,
    clientApprovedAt: row.clientApprovedAt?.toISOString() ?? null,
    clientApprovedBy: row.clientApprovedBy,
    actualTotalCents: row.actualTotalCents,
    notes: row.notes,
    eventCarId: row.eventCarId,
    invoiceId: row.invoiceId,
    invoiceNumber: view.invoiceNumber,
    ...toChargeLists(charges),
    nextStatuses: nextManualStatuses(status),
    editable: isWorkOrderEditable(status),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toListItems(ctx: RequestContext, views: WorkOrderView[]): Promise<WorkOrderListItem[]> {
  const counts = await countChargesByKind(
    ctx.team,
    views.map((v) => v.row.id),
  );
  const byOrder = new Map<string, ChargeCounts>();
  for (const c of counts) {
    const entry = byOrder.get(c.workOrderId) ?? { event: 0, service: 0, parts: 0, damage: 0 };
    entry[c.kind as ChargeKind] = c.n;
    byOrder.set(c.workOrderId, entry);
  }
  return views.map((view) => ({
    ...header(view),
    chargeCounts: byOrder.get(view.row.id) ?? { event: 0, service: 0, parts: 0, damage: 0 },
    invoiceId: view.row.invoiceId,
    invoiceNumber: view.invoiceNumber,
  }));
}

// ——— reads ———

export async function listWorkOrders(ctx: RequestContext, query: WorkOrderListQueryValues): Promise<WorkOrderList> {
  const filter = {
    search: query.search,
    status: query.status,
    statuses: query.editable ? editableWorkOrderStatuses : undefined,
    priority: query.priority,
    clientId: query.clientId,
  };
  const filtered = Boolean(
    filter.search?.trim() || filter.status || filter.statuses || filter.priority || filter.clientId,
  );
  // Kept until the team's work orders, clients or cars change (a search reads their names).
  const figures = new TeamFigures(ctx.team, 'work_orders');
  const countOf = (given: typeof filter | Record<string, never>) =>
    figures.get(`work orders matching ${JSON.stringify(given)}`, () => countWorkOrders(ctx.team, given));
  const matching = countOf(filter);
  const [views, total, teamTotal] = await Promise.all([
    listWorkOrdersPage(ctx.team, { ...filter, limit: query.pageSize, offset: pageOffset(query) }),
    matching,
    // Unfiltered, the team's total is the matching count.
    filtered ? countOf({}) : matching,
  ]);
  return { items: await toListItems(ctx, views), total, teamTotal, page: query.page, pageSize: query.pageSize };
}

export async function getWorkOrder(ctx: RequestContext, id: string): Promise<WorkOrder> {
  const view = await findWorkOrderView(ctx.team, id);
  if (!view) throw workOrderNotFound();
  return toWorkOrder(view, await listCharges(ctx.team, [id]));
}

/** The client profile's repair-order tabs: one tab's work orders, searched by vehicle or RO number. */
export async function listClientWorkOrders(
  ctx: RequestContext,
  clientId: string,
  query: ClientWorkOrdersQueryValues,
): Promise<ClientWorkOrders> {
  if (!(await findClientLabel(ctx.team, clientId))) throw AppError.notFound('Client');
  const filter = { clientId, statuses: repairOrderTabStatuses[query.tab], search: query.search, searchVehicle: true };
  const [views, total, byStatus] = await Promise.all([
    listWorkOrdersPage(ctx.team, { ...filter, limit: query.pageSize, offset: pageOffset(query) }),
    countWorkOrders(ctx.team, filter),
    countClientWorkOrdersByStatus(ctx.team, clientId),
  ]);
  const statusCount = new Map(byStatus.map((s) => [s.status, s.n]));
  const tabCounts = Object.fromEntries(
    repairOrderTabs.map((tab) => [tab, repairOrderTabStatuses[tab].reduce((n, s) => n + (statusCount.get(s) ?? 0), 0)]),
  ) as ClientWorkOrders['tabCounts'];
  return { items: await toListItems(ctx, views), total, page: query.page, pageSize: query.pageSize, tabCounts };
}

/** How many open work orders (draft, pending approval, approved) each car has: the vehicle list's Open ROs. */
export async function countOpenWorkOrdersOfCars(ctx: RequestContext, carIds: string[]): Promise<Map<string, number>> {
  const rows = await countWorkOrdersOfCars(ctx.team, carIds, openWorkOrderStatuses);
  return new Map(rows.map((r) => [r.carId, r.n]));
}

// ——— writes ———

/** The builder's lines as stored rows (without work order and position). */
function chargeDrafts(
  input: Pick<WorkOrderValues, 'eventCharges' | 'serviceCharges' | 'partsCharges' | 'damageCharges'>,
) {
  const drafts: (ChargeDraft & { kind: ChargeKind })[] = [];
  for (const c of input.eventCharges) {
    drafts.push({
      kind: 'event',
      chargeType: c.chargeType,
      description: c.description,
      quantity: c.quantity,
      unitRateCents: c.unitRateCents,
      notes: c.notes,
      eventId: c.eventId,
      eventDate: c.eventDate,
      driverId: c.driverId,
      sessionCount: c.sessionCount,
    });
  }
  for (const c of input.serviceCharges) {
    drafts.push({
      kind: 'service',
      chargeType: c.chargeType,
      description: c.description,
      quantity: c.quantity,
      unitRateCents: c.unitRateCents,
      notes: c.notes,
      serviceDate: c.serviceDate,
      serviceType: c.serviceType,
    });
  }
  for (const c of input.partsCharges) {
    drafts.push({
      kind: 'parts',
      chargeType: c.chargeType,
      description: c.description ?? c.partName,
      quantity: c.quantity,
      unitRateCents: c.unitPriceCents,
      notes: c.notes,
      partName: c.partName,
      partNumber: c.partNumber,
      unitCostCents: c.unitCostCents,
      markupPercentage: markupPercentage(c.unitCostCents, c.unitPriceCents),
      supplier: c.supplier,
      category: c.category,
      inventoryItemId: c.inventoryItemId,
    });
  }
  for (const c of input.damageCharges) {
    drafts.push({
      kind: 'damage',
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
    });
  }
  return drafts;
}

/** The list field of each charge kind in the builder's body (where a line's error is named). */
const chargeListFields: Record<ChargeKind, string> = {
  event: 'eventCharges',
  service: 'serviceCharges',
  parts: 'partsCharges',
  damage: 'damageCharges',
};

/** What a work order is priced from: its client's card (else the default) and its tier's multiplier on it. */
interface Pricing {
  card: RateCard | null;
  multiplier: number;
}

async function pricingOf(ctx: RequestContext, clientId: string, tier: PricingTier): Promise<Pricing> {
  const card = await getPricingRateCard(ctx, clientId);
  return { card, multiplier: card ? tierMultiplier(ratesOf(card), tier) : 1 };
}

/**
 * Refuses (403, naming each line's price field) lines priced by a member who may not set prices:
 * every line must be at its rate-card price (the client's card, else the default card: its Quick
 * Add templates and price list, labour at the work order's multiplier), or keep the price of a
 * line the work order already holds (`held`).
 */
async function refuseOwnPrices(
  ctx: RequestContext,
  drafts: readonly (ChargeDraft & { kind: ChargeKind })[],
  held: readonly ChargeRow[],
  pricing: Pricing,
): Promise<void> {
  if (can(ctx, 'set_prices') || drafts.length === 0) return;
  const { card, multiplier } = pricing;
  const kept = held.map((row) => ({ ...row, kind: row.kind as ChargeKind }));
  const own = linesWithOwnPrices(drafts, card ? rateCardItems(ratesOf(card), multiplier) : [], kept);
  if (own.length === 0) return;
  const position = new Map<ChargeKind, number>();
  const fields = drafts.map((draft) => {
    const index = position.get(draft.kind) ?? 0;
    position.set(draft.kind, index + 1);
    return `${chargeListFields[draft.kind]}.${index}.${draft.kind === 'parts' ? 'unitPriceCents' : 'unitRateCents'}`;
  });
  const message = permissionMessages.set_prices;
  const named: Record<string, string> = {};
  for (const index of own) named[fields[index] ?? 'unitRateCents'] = message;
  throw new AppError('forbidden', message, named);
}

/**
 * Stores `drafts` on the work order after the lines it already has (`existing`), with their
 * totals from the shared rule, and sets the order's totals to the sum of all of its lines.
 */
async function appendCharges(
  ctx: RequestContext,
  workOrderId: string,
  existing: readonly ChargeRow[],
  drafts: readonly (ChargeDraft & { kind: ChargeKind })[],
): Promise<void> {
  const next = new Map<string, number>();
  for (const row of existing) next.set(row.kind, Math.max(next.get(row.kind) ?? 0, row.position + 1));
  const rows: NewCharge[] = drafts.map((draft) => {
    const position = next.get(draft.kind) ?? 0;
    next.set(draft.kind, position + 1);
    return {
      ...draft,
      workOrderId,
      position,
      totalCents: lineTotalCents(Number(draft.quantity), draft.unitRateCents),
    };
  });
  const totals = workOrderTotals(
    [...existing, ...rows].map((r) => ({ quantity: Number(r.quantity), unitRateCents: r.unitRateCents })),
  );
  // Lines priced on the server (quick billing) or added to lines already there can add up past
  // what a total may be: refused before anything is written.
  if (rows.some((row) => row.totalCents > inputBounds.totalCents.max)) {
    throw AppError.validation(workOrderMessages.lineTotalTooLarge);
  }
  if (totals.estimatedTotalCents > inputBounds.totalCents.max) {
    throw AppError.validation(workOrderMessages.totalTooLarge);
  }
  await insertCharges(ctx.team, rows);
  await updateWorkOrder(ctx.team, workOrderId, totals);
}

/** The client must be one of the team's, and the car one of the team's and that client's. */
async function checkCarOfClient(ctx: RequestContext, carId: string, clientId: string): Promise<void> {
  if (!(await findClientLabel(ctx.team, clientId))) {
    throw AppError.validation('Client not found', { clientId: 'Client not found' });
  }
  const car = await findCarClient(ctx.team, carId);
  if (!car) throw carNotFound();
  if (car.clientId !== clientId) {
    throw AppError.validation(workOrderMessages.carNotOfClient, { carId: workOrderMessages.carNotOfClient });
  }
}

/** The next WO-{year}-{sequence} of the team, from its counter, inside the caller's transaction. */
async function nextWorkOrderNumber(ctx: RequestContext): Promise<string> {
  const year = yearOfIsoDate(todayIso());
  return formatWorkOrderNumber(year, await nextTeamCounter(ctx.team, 'work_order', year));
}

function headerValues(input: WorkOrderValues) {
  return {
    clientId: input.clientId,
    carId: input.carId,
    title: input.title,
    description: input.description,
    priority: input.priority,
    pricingTier: input.pricingTier,
    requestedDate: input.requestedDate,
    scheduledStartDate: input.scheduledStartDate,
    estimatedCompletionDate: input.estimatedCompletionDate,
    requiresClientApproval: input.requiresClientApproval,
    notes: input.notes,
  };
}

/**
 * Save Draft / Send for Approval on a new work order: the header, its number from the team's
 * counter and every charge line in one transaction. A line that cannot be saved (an event of
 * another team …) leaves nothing behind, not even a used number.
 */
export async function createWorkOrder(ctx: RequestContext, input: WorkOrderValues): Promise<WorkOrder> {
  const drafts = chargeDrafts(input);
  const pricing = await pricingOf(ctx, input.clientId, input.pricingTier);
  await refuseOwnPrices(ctx, drafts, [], pricing);
  const id = await transaction(ctx, async (ctx) => {
    await checkCarOfClient(ctx, input.carId, input.clientId);
    const row = await insertWorkOrder(ctx.team, {
      ...headerValues(input),
      pricingMultiplier: pricing.multiplier,
      number: await nextWorkOrderNumber(ctx),
      status: input.status,
    });
    await appendCharges(ctx, row.id, [], drafts);
    return row.id;
  });
  return getWorkOrder(ctx, id);
}

/**
 * Saves the builder over an existing work order: the header and all of its lines (replacing
 * the old ones) in one transaction. Only drafts and work orders pending approval can be saved;
 * the status may go between those two.
 */
export async function updateWorkOrderWithCharges(
  ctx: RequestContext,
  id: string,
  input: WorkOrderValues,
): Promise<WorkOrder> {
  await transaction(ctx, async (ctx) => {
    const current = await lockWorkOrder(ctx.team, id);
    if (!current) throw workOrderNotFound();
    const from = current.status as WorkOrderStatus;
    if (!isWorkOrderEditable(from)) throw AppError.conflict(workOrderMessages.notEditable);
    if (input.status !== from) {
      const refusal = workOrderMoveRefusal(from, input.status);
      if (refusal) throw AppError.conflict(refusal);
    }
    const drafts = chargeDrafts(input);
    const pricing = await pricingOf(ctx, input.clientId, input.pricingTier);
    await refuseOwnPrices(ctx, drafts, await listCharges(ctx.team, [id]), pricing);
    await checkCarOfClient(ctx, input.carId, input.clientId);
    await updateWorkOrder(ctx.team, id, {
      ...headerValues(input),
      pricingMultiplier: pricing.multiplier,
      status: input.status,
    });
    await deleteChargesOfWorkOrder(ctx.team, id);
    await appendCharges(ctx, id, [], drafts);
  });
  return getWorkOrder(ctx, id);
}

/**
 * Send for approval, approve, back to draft, cancel. Approving records the client's approval:
 * refused (403) to members who may not approve work orders. Illegal moves (and invoiced or paid,
 * which follow the invoice) answer 409 with the reason.
 */
export async function changeWorkOrderStatus(ctx: RequestContext, id: string, to: WorkOrderStatus): Promise<WorkOrder> {
  if (recordsClientApproval(to)) assertCan(ctx, 'approve_work_orders');
  await transaction(ctx, async (ctx) => {
    const current = await lockWorkOrder(ctx.team, id);
    if (!current) throw workOrderNotFound();
    const refusal = workOrderMoveRefusal(current.status as WorkOrderStatus, to);
    if (refusal) throw AppError.conflict(refusal);
    const approval =
      to === 'approved'
        ? { clientApprovedAt: new Date(), clientApprovedBy: ctx.userName }
        : to === 'draft'
          ? { clientApprovedAt: null, clientApprovedBy: null }
          : {};
    await updateWorkOrder(ctx.team, id, { status: to, ...approval });
  });
  return getWorkOrder(ctx, id);
}

/**
 * A work order mailed to its client as an estimate: a draft goes to pending approval; one already
 * pending stays so (sent again). 409 for any other status. Part of the caller's transaction.
 */
export async function markEstimateSent(ctx: RequestContext, id: string): Promise<void> {
  const current = await lockWorkOrder(ctx.team, id);
  if (!current) throw workOrderNotFound();
  if (current.status === 'pending_approval') return;
  if (current.status !== 'draft') throw AppError.conflict(estimateMessages.estimateNotSendable);
  await updateWorkOrder(ctx.team, id, { status: 'pending_approval' });
}

/**
 * The client's answer to an estimate through its link: approved (with the name they typed, at
 * `at`) or declined (back to draft, for the shop to revise). 409 unless it is pending approval.
 * Part of the caller's transaction.
 */
export async function recordClientAnswer(
  ctx: RequestContext,
  id: string,
  answer: { approved: true; name: string; at: Date } | { approved: false },
): Promise<void> {
  const current = await lockWorkOrder(ctx.team, id);
  if (!current) throw workOrderNotFound();
  if (current.status !== 'pending_approval') throw AppError.conflict(estimateMessages.notPending);
  await updateWorkOrder(
    ctx.team,
    id,
    answer.approved
      ? { status: 'approved', clientApprovedAt: answer.at, clientApprovedBy: answer.name }
      : { status: 'draft', clientApprovedAt: null, clientApprovedBy: null },
  );
}

/**
 * Quick billing items as charge lines, priced on the server from the client's rate card (else the
 * team's default), labour at the work order's tier multiplier.
 */
async function priceListDrafts(
  ctx: RequestContext,
  items: readonly QuickBillingItem[],
  order: { clientId: string; pricingTier: PricingTier },
) {
  const { card, multiplier } = await pricingOf(ctx, order.clientId, order.pricingTier);
  if (!card) throw AppError.conflict(quickBillingMessages.noRateCard);
  const list = quickBillingPriceList(ratesOf(card), multiplier);
  return items.map((item, index) => {
    const found = findPriceListItem(list, item.key);
    if (!found) {
      throw AppError.validation(quickBillingMessages.unknownItem, {
        [`items.${index}.key`]: quickBillingMessages.unknownItem,
      });
    }
    return {
      kind: chargeKindOfBillingType(found.type),
      chargeType: found.key,
      description: found.description,
      quantity: item.quantity ?? 1,
      unitRateCents: found.unitPriceCents,
      notes: null,
    } satisfies ChargeDraft & { kind: ChargeKind };
  });
}

/** Add to Existing Work Order: the items, priced on the server, join an open work order's lines. */
export async function addPriceListItems(
  ctx: RequestContext,
  id: string,
  items: readonly QuickBillingItem[],
): Promise<WorkOrder> {
  await transaction(ctx, async (ctx) => {
    const current = await lockWorkOrder(ctx.team, id);
    if (!current) throw workOrderNotFound();
    if (!isWorkOrderEditable(current.status as WorkOrderStatus)) {
      throw AppError.conflict(workOrderMessages.notEditable);
    }
    const drafts = await priceListDrafts(ctx, items, {
      clientId: current.clientId,
      pricingTier: current.pricingTier as PricingTier,
    });
    await appendCharges(ctx, id, await listCharges(ctx.team, [id]), drafts);
  });
  return getWorkOrder(ctx, id);
}

/** Create New Work Order: a draft for the client's car holding the items. */
export async function createWorkOrderFromPriceList(
  ctx: RequestContext,
  input: CreateFromPriceListValues,
): Promise<WorkOrder> {
  const id = await transaction(ctx, async (ctx) => {
    await checkCarOfClient(ctx, input.carId, input.clientId);
    const drafts = await priceListDrafts(ctx, input.items, { clientId: input.clientId, pricingTier: 'standard' });
    const row = await insertWorkOrder(ctx.team, {
      clientId: input.clientId,
      carId: input.carId,
      title: input.title ?? quickBillingDefaultTitle,
      priority: defaultWorkOrderPriority,
      status: 'draft',
      requestedDate: todayIso(),
      number: await nextWorkOrderNumber(ctx),
    });
    await appendCharges(ctx, row.id, [], drafts);
    return row.id;
  });
  return getWorkOrder(ctx, id);
}

// ——— for other features ———

export interface RegistrationCharges {
  eventCarId: string;
  clientId: string;
  carId: string;
  /** Title of a new draft when the registration has none. */
  title: string;
  serviceCharges?: { description: string; quantity: number; unitRateCents: number; chargeType: string }[];
  damageCharges?: { description: string; quantity: number; unitRateCents: number; chargeType: string }[];
  eventCharges?: {
    description: string;
    quantity: number;
    unitRateCents: number;
    chargeType: string;
    eventId: string;
    eventDate: string | null;
  }[];
}

/**
 * Adds lines to the registration's draft work order (the newest draft made for it), or to a new
 * draft for the registration's client and car. Part of the caller's transaction (an inspection).
 */
export async function addRegistrationCharges(ctx: RequestContext, input: RegistrationCharges): Promise<string> {
  const drafts: (ChargeDraft & { kind: ChargeKind })[] = [
    ...(input.eventCharges ?? []).map((c) => ({ kind: 'event' as const, notes: null, ...c })),
    ...(input.serviceCharges ?? []).map((c) => ({ kind: 'service' as const, notes: null, ...c })),
    ...(input.damageCharges ?? []).map((c) => ({ kind: 'damage' as const, notes: null, ...c })),
  ];
  return transaction(ctx, async (ctx) => {
    let draft = await lockRegistrationDraft(ctx.team, input.eventCarId);
    draft ??= await insertWorkOrder(ctx.team, {
      clientId: input.clientId,
      carId: input.carId,
      eventCarId: input.eventCarId,
      title: input.title,
      priority: defaultWorkOrderPriority,
      status: 'draft',
      requestedDate: todayIso(),
      number: await nextWorkOrderNumber(ctx),
    });
    await appendCharges(ctx, draft.id, await listCharges(ctx.team, [draft.id]), drafts);
    return draft.id;
  });
}

/** A part taken out of inventory for a work order ('Use in Order'). */
export interface InventoryPart {
  inventoryItemId: string;
  partName: string;
  partNumber: string | null;
  unitCostCents: number;
  /** The item's retail price. */
  unitPriceCents: number;
  quantity: number;
  category: string | null;
  supplier: string | null;
}

/** A work order locked (until the transaction ends) for lines to be added to it, with its lines. */
export interface WorkOrderForLines {
  id: string;
  number: string;
  status: WorkOrderStatus;
  clientId: string;
  charges: readonly ChargeRow[];
}

/** One of the team's work orders, locked for lines to be added to it; undefined when the team has none. */
export async function lockWorkOrderForLines(ctx: RequestContext, id: string): Promise<WorkOrderForLines | undefined> {
  const row = await lockWorkOrder(ctx.team, id);
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    status: row.status as WorkOrderStatus,
    clientId: row.clientId,
    charges: await listCharges(ctx.team, [id]),
  };
}

/**
 * Appends the part as a parts line to a work order locked with `lockWorkOrderForLines`, and sets
 * the order's totals again. The caller has decided the order may take it; part of its
 * transaction (the stock change of the item).
 */
export async function addInventoryPartCharge(
  ctx: RequestContext,
  order: WorkOrderForLines,
  part: InventoryPart,
): Promise<void> {
  const line: ChargeDraft & { kind: ChargeKind } = {
    kind: 'parts',
    chargeType: 'part',
    description: part.partName,
    quantity: part.quantity,
    unitRateCents: part.unitPriceCents,
    notes: null,
    partName: part.partName,
    partNumber: part.partNumber,
    unitCostCents: part.unitCostCents,
    markupPercentage: markupPercentage(part.unitCostCents, part.unitPriceCents),
    supplier: part.supplier,
    category: part.category,
    inventoryItemId: part.inventoryItemId,
  };
  await appendCharges(ctx, order.id, order.charges, [line]);
}

/** What invoicing needs of a work order. */
export interface InvoiceableWorkOrder {
  id: string;
  status: WorkOrderStatus;
  clientId: string;
  actualTotalCents: number;
}

const toInvoiceable = (row: WorkOrderRow): InvoiceableWorkOrder => ({
  id: row.id,
  status: row.status as WorkOrderStatus,
  clientId: row.clientId,
  actualTotalCents: row.actualTotalCents,
});

/**
 * Reads and locks the team's work orders among `ids` for invoicing (until the transaction ends);
 * an id the team does not have answers 400 naming the field.
 */
export async function lockWorkOrdersForInvoice(ctx: RequestContext, ids: string[]): Promise<InvoiceableWorkOrder[]> {
  const unique = [...new Set(ids)];
  const rows = await lockWorkOrders(ctx.team, unique);
  if (rows.length !== unique.length) {
    throw AppError.validation('Work order not found', { workOrderIds: 'Work order not found' });
  }
  const order = new Map(unique.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(toInvoiceable);
}

/** Puts approved work orders on an invoice: they become invoiced. Answers how many moved. */
export async function markWorkOrdersInvoiced(ctx: RequestContext, ids: string[], invoiceId: string): Promise<number> {
  const moved = await moveWorkOrders(ctx.team, { ids, from: 'approved' }, { status: 'invoiced', invoiceId });
  return moved.length;
}

/** The invoice was paid: its work orders become paid. */
export async function markInvoiceWorkOrdersPaid(ctx: RequestContext, invoiceId: string): Promise<number> {
  const moved = await moveWorkOrders(ctx.team, { invoiceId, from: 'invoiced' }, { status: 'paid' });
  return moved.length;
}

/** A refund reopened the paid invoice: its work orders are invoiced (owed) again. */
export async function markInvoiceWorkOrdersUnpaid(ctx: RequestContext, invoiceId: string): Promise<number> {
  const moved = await moveWorkOrders(ctx.team, { invoiceId, from: 'paid' }, { status: 'invoiced' });
  return moved.length;
}

/** The invoice was voided by a credit note: its work orders are approved again, free to be invoiced anew. */
export async function releaseInvoiceWorkOrders(ctx: RequestContext, invoiceId: string): Promise<number> {
  const moved = await moveWorkOrders(
    ctx.team,
    { invoiceId, from: 'invoiced' },
    { status: 'approved', invoiceId: null },
  );
  return moved.length;
}

/** The work orders of an invoice with all their lines (preview and PDF). */
export async function getWorkOrdersOfInvoice(ctx: RequestContext, invoiceId: string): Promise<WorkOrder[]> {
  const views = await listWorkOrderViewsOfInvoice(ctx.team, invoiceId);
  const charges = await listCharges(
    ctx.team,
    views.map((v) => v.row.id),
  );
  return views.map((view) =>
    toWorkOrder(
      view,
      charges.filter((c) => c.workOrderId === view.row.id),
    ),
  );
}

/** How many work orders each invoice holds. */
export async function countWorkOrdersOnInvoices(
  ctx: RequestContext,
  invoiceIds: string[],
): Promise<Map<string, number>> {
  const rows = await countWorkOrdersOfInvoices(ctx.team, invoiceIds);
  return new Map(rows.flatMap((r) => (r.invoiceId ? [[r.invoiceId, r.n] as const] : [])));
}
