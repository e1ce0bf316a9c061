import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ClientFilter } from '@shared/clients/clients.contract';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { containsPattern } from '../../db/search';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { cars, clients, clientSortLabelOf, invoices } from '../../db/schema';
import { pickerOptionsQuery } from '../../platform/picker-options';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<typeof clients.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type ClientChanges = Omit<NewClient, 'contractStartDate'>;

const sortLabelSql = clientSortLabelOf(clients);

/**
 * Subqueries name their tables explicitly: Drizzle leaves columns unqualified in a one-table
 * select, which would make the inner "id" mean the car's own id.
 */
const outerClientId = sql.raw('"clients"."id"');

/** How many of the team's active cars belong to the client (uses cars_client_idx). */
const vehicleCountSql = (teamId: string) =>
  sql<number>`(select count(*)::int from cars owned
    where owned.client_id = ${outerClientId} and owned.team_id = ${teamId} and owned.archived_at is null)`;

const latestEventOn = sql.raw('"clients"."latest_event_on"');

/**
 * The client's last visit: the most recent event date on or before `today` at which one of its
 * cars was registered. That is the client's latest event (clients.latest_event_on, kept by
 * triggers) unless that event is after `today`; only then are its registrations looked up
 * (event_cars_client_idx, then events_team_key).
 */
const lastVisitSql = (teamId: string, today: string) =>
  sql<string | null>`case when ${latestEventOn} <= ${today}::date then ${latestEventOn}
    when ${latestEventOn} is not null then (select max(visit.date) from event_cars reg
      join events visit on visit.team_id = reg.team_id and visit.id = reg.event_id
      where reg.client_id = ${outerClientId} and reg.team_id = ${teamId} and visit.date <= ${today}::date) end`;

/**
 * Total Spent: what the client has paid on their invoices (payments less refunds), in cents
 * (clientAccount() in invoices.rules as SQL; the invoices API tests compare both on generated
 * data). Uses invoices_team_client_status_idx.
 */
const totalSpentSql = sql<number>`(select coalesce(sum(paid.paid_cents), 0)::bigint from invoices paid
    where paid.client_id = ${outerClientId} and paid.team_id = ${sql.raw('"clients"."team_id"')})`.mapWith(Number);

/**
 * What a search of clients matches: name, e-mail and phone (case-insensitive); a number also
 * matches the phone's digits. `pattern` is the term's ILIKE pattern.
 */
function searchMatch(pattern: string, term: string): SQL {
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
  return sql`(${sql.join(matches, sql` or `)})`;
}

/** The team's active clients (the archived ones when `archived` is set) matching the filter's search. */
function filterWhere(
  team: TeamDb,
  filter: Pick<ClientFilter, 'search' | 'type'> & { archived?: boolean },
  ...more: SQL[]
): SQL {
  const conditions: SQL[] = [filter.archived ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt), ...more];
  if (filter.type === 'person') conditions.push(sql`${clients.type} = 'person'`);
  const term = filter.search?.trim();
  if (term) conditions.push(searchMatch(containsPattern(term), term));
  return ofTeam(team, clients, ...conditions);
}

type SortDirection = ClientFilter['dir'];
const direction = (dir: SortDirection) => (dir === 'desc' ? sql.raw('desc') : sql.raw('asc'));

/** By name or by total spent (the last-visit order is lastVisitCandidates'). */
function orderFor(filter: Pick<ClientFilter, 'sort' | 'dir'>): SQL {
  const dir = direction(filter.dir);
  if (filter.sort === 'totalSpent') return sql`${totalSpentSql} ${dir}, ${sortLabelSql} asc, ${clients.id} asc`;
  return sql`${sortLabelSql} ${dir}, ${clients.id} ${dir}`;
}

/**
 * The team's clients whose latest event is on or before `today`, so that it is their last visit:
 * the first `window` that match the filter in the list's order (visit, then label, then id).
 * The days are read one at a time from clients_team_latest_event_idx, newest first when
 * descending (each the next latest_event_on past the one before: one index probe), and each
 * day's matching clients by label; the outer limit stops the walk once `window` are found, so
 * the work depends on the page asked for, not on how many clients have visited.
 */
function visitedInOrder(team: TeamDb, filter: ClientListFilter, window: number): SQL {
  const today = sql`${filter.today}::date`;
  const desc = filter.dir === 'desc';
  const dayAfter = (bound: SQL) =>
    sql`(select ${sql.raw(desc ? 'max' : 'min')}(days.latest_event_on) from clients days
      where days.team_id = ${team.teamId} and ${bound})`;
  const first = dayAfter(sql`days.latest_event_on <= ${today}`);
  const next = desc
    ? dayAfter(sql`days.latest_event_on < visit_days.day`)
    : dayAfter(sql`days.latest_event_on > visit_days.day and days.latest_event_on <= ${today}`);
  return sql`(with recursive visit_days(day) as (
      select ${first}
      union all
      select ${next} from visit_days where visit_days.day is not null
    )
    select on_day.* from visit_days cross join lateral (
      select ${clients.id} as id, ${latestEventOn} as visit, ${sortLabelSql} as sort_label from ${clients}
      where ${filterWhere(team, filter, sql`${latestEventOn} = visit_days.day`)}
      order by sort_label, ${clients.id} limit ${window}
    ) on_day
    limit ${window}) visited`;
}

/**
 * The clients that can be on the first `window` rows of the list sorted by last visit, with their
 * last visit (`visit`) and sort label, from three parts, each cheap however many clients match:
 * - those whose latest event is on or before `today`: visitedInOrder;
 * - those whose latest event is after `today` (registered for an event to come, a few): all of
 *   them, each with its last visit looked up;
 * - those with no event at all: the first `window` by label (clients_team_label_idx).
 */
function lastVisitCandidates(team: TeamDb, filter: ClientListFilter, window: number) {
  const { db, teamId } = team;
  const columns = (visit: SQL) => ({
    id: clients.id,
    visit: visit.as('visit'),
    sortLabel: sortLabelSql.as('sort_label'),
  });
  const visited = db
    .select({
      id: sql<string>`visited.id`.as('id'),
      visit: sql`visited.visit`.as('visit'),
      sortLabel: sql<string>`visited.sort_label`.as('sort_label'),
    })
    .from(visitedInOrder(team, filter, window));
  const ahead = db
    .select(columns(lastVisitSql(teamId, filter.today)))
    .from(clients)
    .where(filterWhere(team, filter, sql`${latestEventOn} > ${filter.today}::date`));
  const never = db
    .select(columns(sql`null::date`))
    .from(clients)
    .where(filterWhere(team, filter, sql`${latestEventOn} is null`))
    .orderBy(sortLabelSql, clients.id)
    .limit(window);
  return visited.unionAll(ahead).unionAll(never).as('candidates');
}

/** The client's id and what clientLabel() reads. */
const labelColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  displayName: clients.displayName,
  email: clients.email,
};

/** The list's filter, with the user's today; the active clients unless `archived` is set. */
export type ClientListFilter = Omit<ClientFilter, 'archived'> & { archived?: boolean; today: string };

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

/** The page's columns; the last visit, looked up only where the latest event is after `today`. */
function listColumns(teamId: string, lastVisit: SQL) {
  return {
    ...labelColumns,
    phone: clients.phone,
    type: clients.type,
    status: clients.status,
    isActive: clients.isActive,
    vehicleCount: vehicleCountSql(teamId),
    lastVisit: sql<string | null>`${lastVisit}::text`,
    totalSpentCents: totalSpentSql,
  };
}

/**
 * One page of the filtered, sorted client list. Only the page's rows count their cars and add up
 * their invoices (the database evaluates those subqueries after the sort and limit).
 */
export function clientListQuery(team: TeamDb, filter: ClientListFilter, page: { limit: number; offset: number }) {
  const { db, teamId } = team;
  if (filter.sort === 'lastVisit') {
    // Never-visited clients come first when ascending and last when descending.
    const candidates = lastVisitCandidates(team, filter, page.offset + page.limit);
    const nulls = filter.dir === 'desc' ? sql.raw('nulls last') : sql.raw('nulls first');
    // Columns of a subquery named explicitly: Drizzle writes them unqualified.
    const order = (of: string) => [
      sql`${sql.identifier(of)}.visit ${direction(filter.dir)} ${nulls}`,
      sql`${sql.identifier(of)}.sort_label`,
      sql`${sql.identifier(of)}.id`,
    ];
    // The page is cut before its clients are read, so only its rows are looked up by id.
    const onPage = db
      .select({ id: candidates.id, visit: candidates.visit, sortLabel: candidates.sortLabel })
      .from(candidates)
      .orderBy(...order('candidates'))
      .limit(page.limit)
      .offset(page.offset)
      .as('on_page');
    // Each client of the page read by its key: a lateral join, kept from being flattened into a
    // plain join (which could hash all of the team's clients) by its limit. Named "clients", it
    // answers for the table in listColumns.
    const client = db
      .select()
      .from(clients)
      .where(and(eq(clients.teamId, teamId), eq(clients.id, sql`on_page.id`)))
      .limit(1)
      .as('clients');
    return db
      .select(listColumns(teamId, sql`on_page.visit`))
      .from(onPage)
      .innerJoinLateral(client, sql`true`)
      .orderBy(...order('on_page'));
  }
  return db
    .select(listColumns(teamId, lastVisitSql(teamId, filter.today)))
    .from(clients)
    .where(filterWhere(team, filter))
    .orderBy(orderFor(filter))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listClients(
  team: TeamDb,
  filter: ClientListFilter,
  page: { limit: number; offset: number },
): Promise<ClientListRow[]> {
  return clientListQuery(team, filter, page);
}

export function clientCountQuery(team: TeamDb, filter: Pick<ClientFilter, 'search' | 'type'> & { archived?: boolean }) {
  return team.db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
    .where(filterWhere(team, filter));
}

export async function countClients(
  team: TeamDb,
  filter: Pick<ClientFilter, 'search' | 'type'> & { archived?: boolean },
): Promise<number> {
  const [row] = await clientCountQuery(team, filter);
  return row?.count ?? 0;
}

export async function summarizeClients(
  team: TeamDb,
): Promise<{ totalClients: number; totalVehicles: number; totalRevenueCents: number }> {
  const [clientCount] = await team.db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
    .where(ofTeam(team, clients, isNull(clients.archivedAt)));
  const [carCount] = await team.db
    .select({ count: sql<number>`count(*)::int` })
    .from(cars)
    .where(ofTeam(team, cars, isNotNull(cars.clientId), isNull(cars.archivedAt)));
  // Total Revenue: what the team's invoices have been paid (payments less refunds).
  const [revenue] = await team.db
    .select({ cents: sql<number>`coalesce(sum(${invoices.paidCents}), 0)::bigint`.mapWith(Number) })
    .from(invoices)
    .where(ofTeam(team, invoices));
  return {
    totalClients: clientCount?.count ?? 0,
    totalVehicles: carCount?.count ?? 0,
    totalRevenueCents: revenue?.cents ?? 0,
  };
}

/** Whether the client owns one of the team's active cars (uses cars_client_idx). */
const ownsCarSql = (teamId: string) =>
  sql`exists (select 1 from cars owned
    where owned.client_id = ${outerClientId} and owned.team_id = ${teamId} and owned.archived_at is null)`;

export interface ClientOptionsFilter extends OptionsFilter {
  /** Only the clients marked active. */
  active?: boolean;
  /** Only the clients owning at least one active car. */
  withCars?: boolean;
}

/**
 * The clients of a picker (archived ones never): the first `limit` by label that match the
 * search as the client list does, plus those among `ids`, by label then id.
 */
export function clientOptionsQuery(team: TeamDb, filter: ClientOptionsFilter) {
  const select = () =>
    team.db
      .select({
        ...labelColumns,
        isActive: clients.isActive,
        carCount: vehicleCountSql(team.teamId),
        sortLabel: sortLabelSql.as('sort_label'),
      })
      .from(clients)
      .$dynamic();
  return pickerOptionsQuery(select, filter, {
    scope: ofTeam(
      team,
      clients,
      isNull(clients.archivedAt),
      filter.active ? eq(clients.isActive, true) : undefined,
      filter.withCars ? ownsCarSql(team.teamId) : undefined,
    ),
    match: searchMatch,
    id: clients.id,
    order: () => [sql`${sql.identifier('sort_label')}`, asc(clients.id)],
  });
}

export const listClientOptions = (team: TeamDb, filter: ClientOptionsFilter) => clientOptionsQuery(team, filter);

export async function findClient(team: TeamDb, id: string, lock?: 'share' | 'update'): Promise<ClientRow | undefined> {
  const query = team.db
    .select()
    .from(clients)
    .where(ofTeam(team, clients, eq(clients.id, id)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertClient(team: TeamDb, values: NewClient): Promise<ClientRow> {
  const [row] = await insertClients(team, [values]);
  if (!row) throw new Error('Client could not be created');
  return row;
}

/** Several clients in one statement (an import's batch). */
export async function insertClients(team: TeamDb, values: readonly NewClient[]): Promise<ClientRow[]> {
  if (values.length === 0) return [];
  return team.db
    .insert(clients)
    .values(values.map((v) => ({ ...v, teamId: team.teamId })))
    .returning();
}

export async function updateClient(team: TeamDb, id: string, changes: ClientChanges): Promise<ClientRow | undefined> {
  const [row] = await team.db
    .update(clients)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, clients, eq(clients.id, id)))
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
  archivedAt: cars.archivedAt,
};
export type ClientVehicleRow = { [K in keyof typeof vehicleColumns]: (typeof cars.$inferSelect)[K] };

/** The client's cars by name, the archived ones last (uses cars_client_idx). */
export async function listClientVehicles(team: TeamDb, clientId: string): Promise<ClientVehicleRow[]> {
  return team.db
    .select(vehicleColumns)
    .from(cars)
    .where(ofTeam(team, cars, eq(cars.clientId, clientId)))
    .orderBy(sql`${cars.archivedAt} is not null`, asc(cars.name), asc(cars.id));
}

/** Archives the client (now) or restores it (null). */
export async function setClientArchivedAt(
  team: TeamDb,
  id: string,
  archivedAt: Date | null,
): Promise<ClientRow | undefined> {
  const [row] = await team.db
    .update(clients)
    .set({ archivedAt, updatedAt: sql`now()` })
    .where(ofTeam(team, clients, eq(clients.id, id)))
    .returning();
  return row;
}

export async function deleteClient(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(clients)
    .where(ofTeam(team, clients, eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
