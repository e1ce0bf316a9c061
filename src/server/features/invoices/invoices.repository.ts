import { and, asc, count, desc, eq, ilike, or, sql, sum, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@shared/invoices/invoices.rules';
import { agingBuckets, type AgingBucket } from '@shared/invoices/receivables.rules';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { clients, creditNotes, invoicePayments, invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type InvoiceChanges = Partial<NewInvoice>;

export interface InvoiceView {
  row: InvoiceRow;
  client: { displayName: string | null; firstName: string | null; lastName: string | null; email: string | null };
}

function viewQuery(team: TeamDb) {
  return team.db
    .select({
      row: invoices,
      client: {
        displayName: clients.displayName,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
      },
    })
    .from(invoices)
    .innerJoin(clients, teamKeyJoin(clients, invoices.teamId, invoices.clientId))
    .$dynamic();
}

export async function insertInvoice(team: TeamDb, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await team.db
    .insert(invoices)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Invoice could not be created');
  return row;
}

export async function findInvoiceView(team: TeamDb, id: string): Promise<InvoiceView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, invoices, eq(invoices.id, id)))
    .limit(1);
  return row;
}

/** Reads the invoice and locks it until the transaction ends. */
export async function lockInvoice(team: TeamDb, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await team.db
    .select()
    .from(invoices)
    .where(ofTeam(team, invoices, eq(invoices.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateInvoice(team: TeamDb, id: string, changes: InvoiceChanges): Promise<void> {
  await team.db
    .update(invoices)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, invoices, eq(invoices.id, id)));
}

export interface InvoiceListFilter {
  status?: InvoiceStatus | undefined;
  clientId?: string | undefined;
  search?: string | undefined;
}

function listWhere(team: TeamDb, filter: InvoiceListFilter): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(invoices.status, filter.status));
  if (filter.clientId) conditions.push(eq(invoices.clientId, filter.clientId));
  const term = filter.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(
      or(
        ilike(invoices.number, pattern),
        ilike(clients.displayName, pattern),
        ilike(sql`concat_ws(' ', ${clients.firstName}, ${clients.lastName})`, pattern),
      ),
    );
  }
  return ofTeam(team, invoices, ...conditions);
}

export async function listInvoicesPage(
  team: TeamDb,
  filter: InvoiceListFilter & { limit: number; offset: number },
): Promise<InvoiceView[]> {
  return viewQuery(team)
    .where(listWhere(team, filter))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countInvoices(team: TeamDb, filter: InvoiceListFilter): Promise<number> {
  const [row] = await team.db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(clients, teamKeyJoin(clients, invoices.teamId, invoices.clientId))
    .where(listWhere(team, filter));
  return row?.n ?? 0;
}

/**
 * A client's paid total (payments less refunds), what they still owe and the day they last paid
 * (clientAccount() as SQL).
 */
export async function sumClientInvoices(team: TeamDb, clientId: string) {
  const [row] = await team.db
    .select({
      paid: sql<number>`coalesce(${sum(invoices.paidCents)}, 0)::bigint`,
      unpaid: sql<number>`coalesce(${sum(sql`${invoices.totalCents} - ${invoices.paidCents}`)} filter (where ${invoices.status} <> 'void'), 0)::bigint`,
      lastPaid: sql<string | null>`(select max(p.paid_on)::text from invoice_payments p
        join invoices paid_invoice on paid_invoice.team_id = p.team_id and paid_invoice.id = p.invoice_id
        where p.team_id = ${team.teamId} and paid_invoice.client_id = ${clientId} and p.kind <> 'refund')`,
    })
    .from(invoices)
    .where(and(ofTeam(team, invoices, eq(invoices.clientId, clientId))));
  return { paid: Number(row?.paid ?? 0), unpaid: Number(row?.unpaid ?? 0), lastPaid: row?.lastPaid ?? null };
}

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type NewInvoicePayment = Omit<typeof invoicePayments.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

export async function insertInvoicePayment(team: TeamDb, values: NewInvoicePayment): Promise<InvoicePaymentRow> {
  const [row] = await team.db
    .insert(invoicePayments)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('The payment was not recorded');
  return row;
}

/** The invoice's deposits, payments and refunds, oldest first. */
export async function listInvoicePayments(team: TeamDb, invoiceId: string): Promise<InvoicePaymentRow[]> {
  return team.db
    .select()
    .from(invoicePayments)
    .where(ofTeam(team, invoicePayments, eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt), asc(invoicePayments.id));
}

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

export async function insertCreditNote(team: TeamDb, values: NewCreditNote): Promise<CreditNoteRow> {
  const [row] = await team.db
    .insert(creditNotes)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('The credit note was not saved');
  return row;
}

/** The credit note that voided the invoice, if one did. */
export async function findCreditNoteOf(team: TeamDb, invoiceId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await team.db
    .select()
    .from(creditNotes)
    .where(ofTeam(team, creditNotes, eq(creditNotes.invoiceId, invoiceId)))
    .limit(1);
  return row;
}

/** Receivables: sent invoices with a balance left (invoices_team_client_status_idx narrows to the team's sent ones). */
const receivableWhere = (team: TeamDb) =>
  ofTeam(team, invoices, eq(invoices.status, 'sent'), sql`${invoices.totalCents} > ${invoices.paidCents}`);

/** The team's receivables, oldest due date first. */
export async function listReceivablesPage(
  team: TeamDb,
  page: { limit: number; offset: number },
): Promise<InvoiceView[]> {
  return viewQuery(team)
    .where(receivableWhere(team))
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(page.limit)
    .offset(page.offset);
}

/** agingBucketOf() as SQL, built from the same bucket bounds: days past due on `today`. */
function bucketSql(today: string): SQL<AgingBucket> {
  const days = sql`(${today}::date - ${invoices.dueDate})`;
  const branches = agingBuckets
    .filter((b) => b.maxDays !== null)
    .map((b) => sql`when ${days} <= ${sql.raw(String(b.maxDays))} then ${b.key}`);
  return sql<AgingBucket>`case ${sql.join(branches, sql` `)} else 'over90' end`;
}

/** How many receivables and what they owe, per aging bucket on `today` (buckets with none are left out). */
export async function sumReceivablesByBucket(
  team: TeamDb,
  today: string,
): Promise<{ bucket: AgingBucket; count: number; balanceCents: number }[]> {
  const bucket = bucketSql(today);
  const rows = await team.db
    .select({
      bucket,
      count: sql<number>`count(*)::int`,
      balanceCents: sql<number>`sum(${invoices.totalCents} - ${invoices.paidCents})::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(receivableWhere(team))
    .groupBy(sql`1`);
  return rows;
}

/** A client's issued invoices (not drafts) issued by `to`: the statement's invoices. */
export async function listStatementInvoices(team: TeamDb, clientId: string, to: string) {
  return team.db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
    })
    .from(invoices)
    .where(
      ofTeam(
        team,
        invoices,
        eq(invoices.clientId, clientId),
        sql`${invoices.status} <> 'draft'`,
        sql`${invoices.issueDate} <= ${to}`,
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.number));
}

/** The deposits, payments and refunds on a client's issued invoices, dated by `to`. */
export async function listStatementPayments(team: TeamDb, clientId: string, to: string) {
  return team.db
    .select({
      invoiceId: invoicePayments.invoiceId,
      kind: invoicePayments.kind,
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      amountCents: invoicePayments.amountCents,
    })
    .from(invoicePayments)
    .innerJoin(invoices, teamKeyJoin(invoices, invoicePayments.teamId, invoicePayments.invoiceId))
    .where(
      ofTeam(
        team,
        invoicePayments,
        eq(invoices.clientId, clientId),
        sql`${invoices.status} <> 'draft'`,
        sql`${invoicePayments.paidOn} <= ${to}`,
      ),
    )
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

/** The credit notes that voided a client's invoices, issued by `to`. */
export async function listStatementCreditNotes(team: TeamDb, clientId: string, to: string) {
  return team.db
    .select({
      invoiceId: creditNotes.invoiceId,
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      amountCents: creditNotes.amountCents,
    })
    .from(creditNotes)
    .innerJoin(invoices, teamKeyJoin(invoices, creditNotes.teamId, creditNotes.invoiceId))
    .where(ofTeam(team, creditNotes, eq(invoices.clientId, clientId), sql`${creditNotes.issueDate} <= ${to}`))
    .orderBy(asc(creditNotes.issueDate));
}
