import { and, count, desc, eq, ilike, max, or, sql, sum, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@shared/invoices/invoices.rules';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { clients, invoices } from '../../db/schema';

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

/** A client's paid total, unpaid total and last payment date (clientAccount() as SQL). */
export async function sumClientInvoices(team: TeamDb, clientId: string) {
  const [row] = await team.db
    .select({
      paid: sql<number>`coalesce(${sum(invoices.totalCents)} filter (where ${invoices.status} = 'paid'), 0)::bigint`,
      unpaid: sql<number>`coalesce(${sum(invoices.totalCents)} filter (where ${invoices.status} <> 'paid'), 0)::bigint`,
      lastPaid: max(invoices.paidDate),
    })
    .from(invoices)
    .where(and(ofTeam(team, invoices, eq(invoices.clientId, clientId))));
  return { paid: Number(row?.paid ?? 0), unpaid: Number(row?.unpaid ?? 0), lastPaid: row?.lastPaid ?? null };
}
