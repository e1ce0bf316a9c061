import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { clients } from './clients';
import { inputBounds } from '@shared/lib/input-bounds';
import { rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';
import { drivers } from './drivers';
import { eventCars, events } from './events';
import { damageReports } from './repairs';
import { inventoryItems } from './inventory';

const rate = () => integer().notNull().default(0);
const percentage = () => numeric({ precision: 7, scale: 2, mode: 'number' }).notNull().default(0);
const multiplier = () => numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(1);

/** What a shop charges (the spec's service_rate_cards). Rates in cents; one default per team. */
export const rateCards = pgTable(
  'rate_cards',
  {
    ...teamOwned(),
    name: text().notNull(),
    description: text(),
    trackSupportHourlyRateCents: rate(),
    transportationRateCents: rate(),
    eventDayFlatRateCents: rate(),
    weekendPackageRateCents: rate(),
    mechanicHourlyRateCents: rate(),
    serviceCallRateCents: rate(),
    diagnosticRateCents: rate(),
    damageAssessmentRateCents: rate(),
    bodyworkHourlyRateCents: rate(),
    engineRebuildRateCents: rate(),
    partsMarkupPercentage: percentage(),
    consumableMarkupPercentage: percentage(),
    outsideServiceMarkupPercentage: percentage(),
    rushJobMultiplier: multiplier(),
    weekendMultiplier: multiplier(),
    holidayMultiplier: multiplier(),
    isDefault: boolean().notNull().default(false),
    effectiveDate: date().notNull(),
    expirationDate: date(),
    ...timestamps(),
  },
  (t) => [
    teamKey('rate_cards', t),
    /** At most one default card per team, whatever runs at the same time. */
    uniqueIndex('rate_cards_team_default_idx')
      .on(t.teamId)
      .where(sql`${t.isDefault}`),
    index('rate_cards_team_created_idx').on(t.teamId, t.createdAt),
    ...rangeChecks('rate_cards', t, {
      trackSupportHourlyRateCents: inputBounds.rateCents,
      transportationRateCents: inputBounds.rateCents,
      eventDayFlatRateCents: inputBounds.rateCents,
      weekendPackageRateCents: inputBounds.rateCents,
      mechanicHourlyRateCents: inputBounds.rateCents,
      serviceCallRateCents: inputBounds.rateCents,
      diagnosticRateCents: inputBounds.rateCents,
      damageAssessmentRateCents: inputBounds.rateCents,
      bodyworkHourlyRateCents: inputBounds.rateCents,
      engineRebuildRateCents: inputBounds.rateCents,
      partsMarkupPercentage: inputBounds.percentage,
      consumableMarkupPercentage: inputBounds.percentage,
      outsideServiceMarkupPercentage: inputBounds.percentage,
      rushJobMultiplier: inputBounds.multiplier,
      weekendMultiplier: inputBounds.multiplier,
      holidayMultiplier: inputBounds.multiplier,
    }),
  ],
);

/**
 * A client's own rate card (docs/decisions/024): their work orders are priced from it instead of
 * the team's default card. One per client; removing the card or the client removes the choice.
 */
export const clientRateCards = pgTable(
  'client_rate_cards',
  {
    ...teamOwned(),
    clientId: uuid().notNull(),
    rateCardId: uuid().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamKey('client_rate_cards', t),
    teamReference('client_rate_cards', 'clientId', t, clients).onDelete('cascade'),
    teamReference('client_rate_cards', 'rateCardId', t, rateCards).onDelete('cascade'),
    uniqueIndex('client_rate_cards_team_client_idx').on(t.teamId, t.clientId),
    index('client_rate_cards_team_card_idx').on(t.teamId, t.rateCardId),
  ],
);

/** A consolidated invoice: approved work orders of one client, totals fixed when issued. */
export const invoices = pgTable(
  'invoices',
  {
    ...teamOwned(),
    /** INV-{year}-{sequence}, from the team's counter. */
    number: text().notNull(),
    clientId: uuid().notNull(),
    /** draft, sent, paid, void (by its credit note) */
    status: text().notNull().default('draft'),
    issueDate: date().notNull(),
    dueDate: date().notNull(),
    subtotalCents: integer().notNull(),
    taxRatePercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** Deposits and payments less refunds (invoice_payments), kept with every one of them: the balance is total − paid. */
    paidCents: integer().notNull().default(0),
    notes: text(),
    /**
     * What the invoice prints, frozen when it is issued: the bill-to, the shop's identity and its
     * work orders with their lines (InvoiceDocument, invoices.service.ts). Null on invoices issued
     * before it was kept: those read the live records.
     */
    document: jsonb().$type<Record<string, unknown>>(),
    /** The payment terms its due date follows: the shop's default terms when it was issued. */
    terms: text().notNull().default('Net 30'),
    sentAt: timestamp({ withTimezone: true }),
    paidDate: date(),
    ...timestamps(),
  },
  (t) => [
    teamKey('invoices', t),
    check(
      'invoices_terms_check',
      sql`${t.terms} in ('Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt')`,
    ),
    teamReference('invoices', 'clientId', t, clients).onDelete('restrict'),
    uniqueIndex('invoices_team_number_idx').on(t.teamId, t.number),
    index('invoices_team_created_idx').on(t.teamId, t.createdAt),
    index('invoices_team_client_status_idx').on(t.teamId, t.clientId, t.status),
    check('invoices_status_check', sql`${t.status} in ('draft', 'sent', 'paid', 'void')`),
    /** Never more paid than the total, whatever runs at the same time. */
    check('invoices_paid_cents_check', sql`${t.paidCents} <= ${t.totalCents}`),
    ...rangeChecks('invoices', t, {
      subtotalCents: inputBounds.totalCents,
      taxCents: inputBounds.totalCents,
      totalCents: inputBounds.totalCents,
      paidCents: inputBounds.totalCents,
      taxRatePercent: inputBounds.percentage,
    }),
  ],
);

/**
 * A deposit, payment or refund recorded on an invoice (docs/decisions/023): amount, date, method
 * and reference; a refund gives its reason. Never edited or deleted: a mistake is refunded.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    ...teamOwned(),
    invoiceId: uuid().notNull(),
    /** deposit, payment, refund */
    kind: text().notNull(),
    /** Always positive; a refund takes it off what was paid. */
    amountCents: integer().notNull(),
    paidOn: date().notNull(),
    /** cash, check, card, bank_transfer, other */
    method: text().notNull(),
    /** A check number, a card slip, a transfer's reference. */
    reference: text(),
    /** Why a refund was made (required for one). */
    reason: text(),
    ...timestamps(),
  },
  (t) => [
    teamKey('invoice_payments', t),
    teamReference('invoice_payments', 'invoiceId', t, invoices).onDelete('restrict'),
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn),
    check('invoice_payments_kind_check', sql`${t.kind} in ('deposit', 'payment', 'refund')`),
    check('invoice_payments_method_check', sql`${t.method} in ('cash', 'check', 'card', 'bank_transfer', 'other')`),
    check('invoice_payments_reason_check', sql`${t.kind} <> 'refund' or ${t.reason} is not null`),
    ...rangeChecks('invoice_payments', t, { amountCents: inputBounds.paymentCents }),
  ],
);

/**
 * The credit note that voids an invoice (docs/decisions/023): CN-{year}-{sequence} from the team's
 * counter, for the invoice's whole total, with its reason. At most one per invoice; nothing is deleted.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...teamOwned(),
    /** CN-{year}-{sequence}, from the team's counter. */
    number: text().notNull(),
    invoiceId: uuid().notNull(),
    issueDate: date().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamKey('credit_notes', t),
    teamReference('credit_notes', 'invoiceId', t, invoices).onDelete('restrict'),
    uniqueIndex('credit_notes_team_number_idx').on(t.teamId, t.number),
    uniqueIndex('credit_notes_team_invoice_idx').on(t.teamId, t.invoiceId),
    ...rangeChecks('credit_notes', t, { amountCents: inputBounds.totalCents }),
  ],
);

export const workOrders = pgTable(
  'work_orders',
  {
    ...teamOwned(),
    /** WO-{year}-{sequence}, from the team's counter. */
    number: text().notNull(),
    clientId: uuid().notNull(),
    carId: uuid().notNull(),
    /** The registration whose inspections added lines to it (inspection work). */
    eventCarId: uuid(),
    title: text().notNull(),
    description: text(),
    /** low, medium, high, urgent */
    priority: text().notNull().default('medium'),
    /** standard, rush, weekend, holiday: which multiplier of the rate card its labour lines take (docs/decisions/024). */
    pricingTier: text().notNull().default('standard'),
    /** The multiplier of that tier on the card it was priced from when the tier was chosen (1 for standard). */
    pricingMultiplier: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(1),
    /** draft, pending_approval, approved, invoiced, paid, cancelled */
    status: text().notNull().default('draft'),
    requestedDate: date(),
    scheduledStartDate: date(),
    estimatedCompletionDate: date(),
    requiresClientApproval: boolean().notNull().default(true),
    clientApprovedAt: timestamp({ withTimezone: true }),
    clientApprovedBy: text(),
    /** The sum of the lines (work-orders.rules), kept with every save. */
    estimatedTotalCents: integer().notNull().default(0),
    actualTotalCents: integer().notNull().default(0),
    notes: text(),
    invoiceId: uuid(),
    ...timestamps(),
  },
  (t) => [
    teamKey('work_orders', t),
    teamReference('work_orders', 'clientId', t, clients).onDelete('restrict'),
    teamReference('work_orders', 'carId', t, cars).onDelete('restrict'),
    teamReference('work_orders', 'eventCarId', t, eventCars).onDelete('set null'),
    teamReference('work_orders', 'invoiceId', t, invoices).onDelete('restrict'),
    uniqueIndex('work_orders_team_number_idx').on(t.teamId, t.number),
    index('work_orders_team_created_idx').on(t.teamId, t.createdAt, t.id),
    index('work_orders_team_status_created_idx').on(t.teamId, t.status, t.createdAt),
    index('work_orders_team_client_status_idx').on(t.teamId, t.clientId, t.status),
    index('work_orders_team_car_status_idx').on(t.teamId, t.carId, t.status),
    index('work_orders_event_car_idx').on(t.eventCarId),
    index('work_orders_invoice_idx').on(t.invoiceId),
    check(
      'work_orders_status_check',
      sql`${t.status} in ('draft', 'pending_approval', 'approved', 'invoiced', 'paid', 'cancelled')`,
    ),
    check('work_orders_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('work_orders_pricing_tier_check', sql`${t.pricingTier} in ('standard', 'rush', 'weekend', 'holiday')`),
    ...rangeChecks('work_orders', t, {
      estimatedTotalCents: inputBounds.totalCents,
      actualTotalCents: inputBounds.totalCents,
      pricingMultiplier: inputBounds.multiplier,
    }),
  ],
);

/**
 * Every charge line of a work order in one table: `kind` is event, service, parts or damage,
 * and the columns only one kind uses are null for the others (docs/decisions/006-billing.md).
 */
export const workOrderCharges = pgTable(
  'work_order_charges',
  {
    ...teamOwned(),
    workOrderId: uuid().notNull(),
    /** event, service, parts, damage */
    kind: text().notNull(),
    /** Order within the work order (the builder's order). */
    position: integer().notNull(),
    chargeType: text(),
    description: text().notNull(),
    /** Hours, days or items; two decimals. */
    quantity: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Per unit; a part's unit price. */
    unitRateCents: integer().notNull(),
    totalCents: integer().notNull(),
    notes: text(),
    // event
    eventId: uuid(),
    eventDate: date(),
    driverId: uuid(),
    sessionCount: integer(),
    // service
    serviceDate: date(),
    serviceType: text(),
    // parts
    /** The inventory item the part was taken from ('Use in Order'), if any. */
    inventoryItemId: uuid(),
    partName: text(),
    partNumber: text(),
    unitCostCents: integer(),
    /** Up to (1,000,000.00 − 0.01) / 0.01 × 100 %: a price far above a cost of one cent. */
    markupPercentage: numeric({ precision: 14, scale: 2, mode: 'number' }),
    supplier: text(),
    category: text(),
    // damage
    damageReportId: uuid(),
    damageType: text(),
    assessmentDate: date(),
    severity: text(),
    estimatedRepairMinutes: integer(),
    ...timestamps(),
  },
  (t) => [
    teamKey('work_order_charges', t),
    teamReference('work_order_charges', 'workOrderId', t, workOrders).onDelete('cascade'),
    teamReference('work_order_charges', 'eventId', t, events).onDelete('no action'),
    teamReference('work_order_charges', 'driverId', t, drivers).onDelete('no action'),
    teamReference('work_order_charges', 'damageReportId', t, damageReports).onDelete('set null'),
    teamReference('work_order_charges', 'inventoryItemId', t, inventoryItems).onDelete('set null'),
    index('work_order_charges_order_idx').on(t.workOrderId, t.kind, t.position),
    index('work_order_charges_event_idx').on(t.eventId),
    index('work_order_charges_driver_idx').on(t.driverId),
    index('work_order_charges_damage_report_idx').on(t.damageReportId),
    index('work_order_charges_inventory_item_idx').on(t.inventoryItemId),
    check('work_order_charges_kind_check', sql`${t.kind} in ('event', 'service', 'parts', 'damage')`),
    ...rangeChecks('work_order_charges', t, {
      quantity: inputBounds.quantity,
      unitRateCents: inputBounds.rateCents,
      totalCents: inputBounds.totalCents,
      sessionCount: inputBounds.sessionCount,
      unitCostCents: inputBounds.rateCents,
      estimatedRepairMinutes: inputBounds.minutes,
    }),
  ],
);
