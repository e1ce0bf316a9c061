import { and, asc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ClientFilter } from '@shared/clients/clients.contract';
import type { Executor } from '../../db/client';
import { cars, clients } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<typeof clients.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type ClientChanges = Omit<NewClient, 'contractStartDate'>;

const whitespace = sql.raw(`' ' || chr(9) || chr(10) || chr(13)`);
const trimmed = (column: SQLWrapper) => sql`nullif(btrim(${column}, ${whitespace}), '')`;

/**
 * clientLabel() (src/shared/clients/client-label.rules.ts) as SQL, only so lists can sort and
 * page by it in the database. Responses carry the label computed by clientLabel() itself;
 * the API tests check that both agree.
 */
export const clientLabelSql = sql<string>`coalesce(
  ${trimmed(clients.displayName)},
  case when ${trimmed(clients.firstName)} is not null and ${trimmed(clients.lastName)} is not null
    then ${trimmed(clients.firstName)} || ' ' || ${trimmed(clients.lastName)} end,
  ${trimmed(clients.firstName)},
  nullif(split_part(btrim(${clients.email}, ${whitespace}), '@', 1), ''),
  'Unknown Client')`;

/**
 * Subqueries name their tables explicitly: Drizzle leaves columns unqualified in a one-table
 * select, which would make the inner "id" mean the car's own id.
 */
const outerClientId = sql.raw('"clients"."id"');

/** How many of the team's cars belong to the client (uses cars_client_idx). */
const vehicleCountSql = (teamId: string) =>
  sql<number>`(select count(*)::int from cars owned where owned.client_id = ${outerClientId} and owned.team_id = ${teamId})`;

/**
 * The most recent event date on or before `today` at which one of the client's cars was
 * registered (uses event_cars_client_idx).
 */
const lastVisitSql = (teamId: string, today: string) =>
  sql<string | null>`(select max(visit.date)::text from event_cars reg
    join events visit on visit.id = reg.event_id
    where reg.client_id = ${outerClientId} and reg.team_id = ${teamId} and visit.date <= ${today}::date)`;

/**
 * Every client's last visit in one grouped pass over the team's registrations: cheaper than
 * one lookup per client when the whole filtered list is sorted by last visit.
 */
const lastVisitsByClient = (db: Executor, teamId: string, today: string) =>
  db
    .select({
      clientId: sql<string>`reg.client_id`.as('visit_client_id'),
      lastVisit: sql<string | null>`max(visit.date)::text`.as('last_visit'),
    })
    .from(sql`event_cars reg join events visit on visit.id = reg.event_id`)
    .where(
      sql`reg.team_id = ${teamId} and visit.team_id = ${teamId} and reg.client_id is not null and visit.date <= ${today}::date`,
    )
    .groupBy(sql`reg.client_id`)
    .as('visits');

/** Paid invoices in cents. There are no invoices yet, so every client has spent 0. */
const totalSpentSql = sql<number>`0::int`;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search on name, e-mail and phone (case-insensitive); a number also matches the phone's digits. */
function filterConditions(teamId: string, filter: Pick<ClientFilter, 'search' | 'type'>): SQL[] {
  const conditions: SQL[] = [sql`${clients.teamId} = ${teamId}`];
  if (filter.type === 'person') conditions.push(sql`${clients.type} = 'person'`);
  const term = filter.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    const matches: SQL[] = [
      sql`${clients.displayName} ilike ${pattern}`,
      sql`(coalesce(${clients.firstName}, '') || ' ' || coalesce(${clients.lastName}, '')) ilike ${pattern}`,
      sql`${clients.email} ilike ${pattern}`,
      sql`${clients.phone} ilike ${pattern}`,
    ];
    const digits = term.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s\-()+.]+$/.test(term)) {
      matches.push(sql`regexp_replace(${clients.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

function orderFor(filter: Pick<ClientFilter, 'sort' | 'dir'>, lastVisit: SQL): SQL {
  const dir = filter.dir === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const byLabel = sql`lower(${clientLabelSql}) asc, ${clients.id} asc`;
  if (filter.sort === 'lastVisit') {
    // Never-visited clients come first when ascending and last when descending.
    const nulls = filter.dir === 'desc' ? sql.raw('nulls last') : sql.raw('nulls first');
    return sql`${lastVisit} ${dir} ${nulls}, ${byLabel}`;
  }
  if (filter.sort === 'totalSpent') return sql`${totalSpentSql} ${dir}, ${byLabel}`;
  return sql`lower(${clientLabelSql}) ${dir}, ${clients.id} ${dir}`;
}

export interface ClientListRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string | null;
  phone: string | null;
  type: string;
  status: string;
  isActive: boolean;
  vehicleCount: number;
  lastVisit: string | null;
  totalSpentCents: number;
}

/**
 * The filtered, sorted client list: one page of it, or all of it when `page` is omitted.
 * Sorted by last visit, every matching client's visit is needed, so it joins the grouped
 * visits; otherwise only the page's rows look theirs up (the database evaluates the
 * subqueries after the sort and limit).
 */
export function clientListQuery(
  db: Executor,
  teamId: string,
  filter: ClientFilter & { today: string },
  page?: { limit: number; offset: number },
) {
  const visits = filter.sort === 'lastVisit' ? lastVisitsByClient(db, teamId, filter.today) : null;
  const lastVisit = visits ? sql<string | null>`${visits.lastVisit}` : lastVisitSql(teamId, filter.today);
  const base = db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      displayName: clients.displayName,
      email: clients.email,
      phone: clients.phone,
      type: clients.type,
      status: clients.status,
      isActive: clients.isActive,
      vehicleCount: vehicleCountSql(teamId),
      lastVisit,
      totalSpentCents: totalSpentSql,
    })
    .from(clients)
    .$dynamic();
  const query = (visits ? base.leftJoin(visits, sql`${visits.clientId} = ${outerClientId}`) : base)
    .where(and(...filterConditions(teamId, filter)))
    .orderBy(orderFor(filter, lastVisit));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function listClients(
  db: Executor,
  teamId: string,
  filter: ClientFilter & { today: string },
  page?: { limit: number; offset: number },
): Promise<ClientListRow[]> {
  return clientListQuery(db, teamId, filter, page);
}

export function clientCountQuery(db: Executor, teamId: string, filter: Pick<ClientFilter, 'search' | 'type'>) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(...filterConditions(teamId, filter)));
}

export async function countClients(
  db: Executor,
  teamId: string,
  filter: Pick<ClientFilter, 'search' | 'type'>,
): Promise<number> {
  const [row] = await clientCountQuery(db, teamId, filter);
  return row?.count ?? 0;
}

export async function summarizeClients(
  db: Executor,
  teamId: string,
): Promise<{ totalClients: number; totalVehicles: number; totalRevenueCents: number }> {
  const [clientCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.teamId, teamId));
  const [carCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), isNotNull(cars.clientId)));
  // Revenue is the sum of paid invoices; there are no invoices yet.
  return { totalClients: clientCount?.count ?? 0, totalVehicles: carCount?.count ?? 0, totalRevenueCents: 0 };
}

export function clientOptionsQuery(db: Executor, teamId: string) {
  return db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      displayName: clients.displayName,
      email: clients.email,
      isActive: clients.isActive,
      carCount: vehicleCountSql(teamId),
    })
    .from(clients)
    .where(eq(clients.teamId, teamId))
    .orderBy(sql`lower(${clientLabelSql})`, asc(clients.id));
}

export async function listClientOptions(
  db: Executor,
  teamId: string,
): Promise<
  (Pick<ClientRow, 'id' | 'firstName' | 'lastName' | 'displayName' | 'email' | 'isActive'> & { carCount: number })[]
> {
  return clientOptionsQuery(db, teamId);
}

export async function findClient(
  db: Executor,
  teamId: string,
  id: string,
  lock?: 'share',
): Promise<ClientRow | undefined> {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.teamId, teamId), eq(clients.id, id)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertClient(db: Executor, teamId: string, values: NewClient): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('Client could not be created');
  return row;
}

export async function updateClient(
  db: Executor,
  teamId: string,
  id: string,
  changes: ClientChanges,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(clients.teamId, teamId), eq(clients.id, id)))
    .returning();
  return row;
}

const vehicleColumns = {
  id: cars.id,
  name: cars.name,
  make: cars.make,
  model: cars.model,
  year: cars.year,
  transponderNumber: cars.transponderNumber,
  hours: cars.hours,
  miles: cars.miles,
  clientId: cars.clientId,
};
export type ClientVehicleRow = { [K in keyof typeof vehicleColumns]: (typeof cars.$inferSelect)[K] };

export async function listClientVehicles(db: Executor, teamId: string, clientId: string): Promise<ClientVehicleRow[]> {
  return db
    .select(vehicleColumns)
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.clientId, clientId)))
    .orderBy(asc(cars.name), asc(cars.id));
}

export async function findTeamCar(db: Executor, teamId: string, carId: string): Promise<ClientVehicleRow | undefined> {
  const [row] = await db
    .select(vehicleColumns)
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)))
    .limit(1);
  return row;
}

/** Sets the car's client only if it has none, so two assignments at once cannot both win. */
export async function assignCarToClient(
  db: Executor,
  teamId: string,
  clientId: string,
  carId: string,
): Promise<ClientVehicleRow | undefined> {
  const [row] = await db
    .update(cars)
    .set({ clientId, updatedAt: sql`now()` })
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId), isNull(cars.clientId)))
    .returning(vehicleColumns);
  return row;
}

/** Clears the car's client if the car belongs to that client. */
export async function unassignCarFromClient(
  db: Executor,
  teamId: string,
  clientId: string,
  carId: string,
): Promise<boolean> {
  const rows = await db
    .update(cars)
    .set({ clientId: null, updatedAt: sql`now()` })
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId), eq(cars.clientId, clientId)))
    .returning({ id: cars.id });
  return rows.length > 0;
}
