import { asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { expiryWarningDays, type CarSortField, type SortDirection } from '@shared/cars/cars.rules';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, clients, drivers } from '../../db/schema';
import { pickerOptionsQuery } from '../../platform/picker-options';

export type CarRow = typeof cars.$inferSelect;
export type NewCar = Omit<typeof cars.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type CarChanges = Partial<NewCar>;

export async function insertCar(team: TeamDb, values: NewCar): Promise<CarRow> {
  const [row] = await insertCars(team, [values]);
  if (!row) throw new Error('Car could not be created');
  return row;
}

/** Several cars in one statement (an import's batch). */
export async function insertCars(team: TeamDb, values: readonly NewCar[]): Promise<CarRow[]> {
  if (values.length === 0) return [];
  return team.db
    .insert(cars)
    .values(values.map((v) => ({ ...v, teamId: team.teamId })))
    .returning();
}

export function findCarQuery(team: TeamDb, id: string) {
  return team.db
    .select()
    .from(cars)
    .where(ofTeam(team, cars, eq(cars.id, id)))
    .limit(1);
}

export async function findCar(team: TeamDb, id: string): Promise<CarRow | undefined> {
  const [row] = await findCarQuery(team, id);
  return row;
}

/** The car with the names of its default driver and client (read through their team keys). */
export async function findCarWithNames(team: TeamDb, id: string) {
  const [row] = await team.db
    .select({
      car: cars,
      driverName: drivers.name,
      client: {
        id: clients.id,
        displayName: clients.displayName,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
      },
    })
    .from(cars)
    .leftJoin(drivers, teamKeyJoin(drivers, cars.teamId, cars.defaultDriverId))
    .leftJoin(clients, teamKeyJoin(clients, cars.teamId, cars.clientId))
    .where(ofTeam(team, cars, eq(cars.id, id)))
    .limit(1);
  return row;
}

export async function updateCar(team: TeamDb, id: string, changes: CarChanges): Promise<CarRow | undefined> {
  const [row] = await team.db
    .update(cars)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, cars, eq(cars.id, id)))
    .returning();
  return row;
}

export async function deleteCar(team: TeamDb, id: string): Promise<CarRow | undefined> {
  const [row] = await team.db
    .delete(cars)
    .where(ofTeam(team, cars, eq(cars.id, id)))
    .returning();
  return row;
}

/**
 * The team's cars as the plan limit counts them: the active ones (restoring an archived car
 * checks the limit again). Exported for the benchmark's raw-SQL comparison.
 */
export function countCarsQuery(team: TeamDb) {
  return team.db
    .select({ n: count() })
    .from(cars)
    .where(ofTeam(team, cars, isNull(cars.archivedAt)));
}

export async function countCars(team: TeamDb): Promise<number> {
  const [row] = await countCarsQuery(team);
  return row?.n ?? 0;
}

const carOptionColumns = {
  id: cars.id,
  name: cars.name,
  make: cars.make,
  model: cars.model,
  year: cars.year,
  clientId: cars.clientId,
  hours: cars.hours,
  miles: cars.miles,
};

export interface CarOptionsFilter extends OptionsFilter {
  clientId?: string | undefined;
  /** Only the cars without a client. */
  unassigned?: boolean;
}

/**
 * The active cars of a picker: the first `limit` by name (then id) that match the search (name,
 * make or model), plus those among `ids`, by name then id. The name order is read from
 * cars_team_name_idx.
 */
export function carOptionsQuery(team: TeamDb, filter: CarOptionsFilter) {
  return pickerOptionsQuery(() => team.db.select(carOptionColumns).from(cars).$dynamic(), filter, {
    scope: ofTeam(
      team,
      cars,
      isNull(cars.archivedAt),
      filter.clientId ? eq(cars.clientId, filter.clientId) : undefined,
      filter.unassigned ? isNull(cars.clientId) : undefined,
    ),
    match: (pattern) => or(ilike(cars.name, pattern), ilike(cars.make, pattern), ilike(cars.model, pattern)),
    id: cars.id,
    order: () => [asc(cars.name), asc(cars.id)],
  });
}

export async function listCarOptions(team: TeamDb, filter: CarOptionsFilter) {
  return carOptionsQuery(team, filter);
}

/** The active cars matching the search, or the archived ones when `archived` is set. */
function carListWhere(team: TeamDb, search: string | undefined, archived = false): SQL {
  const shown = archived ? isNotNull(cars.archivedAt) : isNull(cars.archivedAt);
  const term = search?.trim();
  if (!term) return ofTeam(team, cars, shown);
  const pattern = containsPattern(term);
  return ofTeam(team, cars, shown, or(ilike(cars.name, pattern), ilike(cars.description, pattern)));
}

const sortColumns = { name: cars.name, purchaseDate: cars.purchaseDate, miles: cars.miles } as const;

export interface CarListFilter {
  search?: string | undefined;
  /** The archived cars instead of the active ones. */
  archived?: boolean;
  sort: CarSortField;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** The page of the list (exported for the benchmark's raw-SQL comparison). */
export function carsPageQuery(team: TeamDb, filter: CarListFilter) {
  const column = sortColumns[filter.sort];
  const order = filter.direction === 'asc' ? [asc(column), asc(cars.id)] : [desc(column), desc(cars.id)];
  return team.db
    .select({
      id: cars.id,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      description: cars.description,
      transponderNumber: cars.transponderNumber,
      hours: cars.hours,
      miles: cars.miles,
      purchaseDate: cars.purchaseDate,
      rentalStatus: cars.rentalStatus,
      clientId: cars.clientId,
      thumbnailKey: cars.thumbnailKey,
      logbookExpiration: cars.logbookExpiration,
      beltsExpiration: cars.beltsExpiration,
      fireBottleExpiration: cars.fireBottleExpiration,
    })
    .from(cars)
    .where(carListWhere(team, filter.search, filter.archived))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function listCarsPage(team: TeamDb, filter: CarListFilter) {
  return carsPageQuery(team, filter);
}

/** How many cars match the search (the list's pages). */
export function carsMatchingCountQuery(team: TeamDb, search: string | undefined, archived = false) {
  return team.db
    .select({ total: count() })
    .from(cars)
    .where(carListWhere(team, search, archived));
}

export async function countMatchingCars(team: TeamDb, search: string | undefined, archived = false): Promise<number> {
  const [row] = await carsMatchingCountQuery(team, search, archived);
  return row?.total ?? 0;
}

/** A safety date that isExpiryAlert() counts: set, and expired or at most expiryWarningDays away. */
const expiryAlert = (date: AnyPgColumn, today: string) =>
  sql`count(*) filter (where ${date} <= ${today}::date + ${expiryWarningDays}::int)`;

/**
 * The team's active cars, whatever the search or page (the list's tiles): how many, their
 * rounded mean mileage, and how many of their safety dates are expired or close (the expiry part
 * of carAlertCount(); cars.rules-sql.test.ts compares it with the rule).
 */
export function carsTeamSummaryQuery(team: TeamDb, today: string) {
  return team.db
    .select({
      total: count(),
      // A double, not an integer cast: no mileage can make the mean overflow a 32-bit column
      // type (miles are bounded too, see inputBounds.miles and the cars CHECK constraints).
      averageMiles: sql<number>`coalesce(round(avg(${cars.miles})), 0)`.mapWith(Number),
      expiryAlerts: sql<number>`(${expiryAlert(cars.logbookExpiration, today)} + ${expiryAlert(cars.beltsExpiration, today)} + ${expiryAlert(cars.fireBottleExpiration, today)})::int`,
    })
    .from(cars)
    .where(ofTeam(team, cars, isNull(cars.archivedAt)));
}

export async function summarizeTeamCars(team: TeamDb, today: string) {
  const [row] = await carsTeamSummaryQuery(team, today);
  return {
    total: row?.total ?? 0,
    averageMiles: Number(row?.averageMiles ?? 0),
    expiryAlerts: Number(row?.expiryAlerts ?? 0),
  };
}

/** Makes `clientId` the car's client only if it has none, so two assignments at once cannot both win. */
export async function setCarClientIfNone(team: TeamDb, id: string, clientId: string): Promise<CarRow | undefined> {
  const [row] = await team.db
    .update(cars)
    .set({ clientId, updatedAt: sql`now()` })
    .where(ofTeam(team, cars, eq(cars.id, id), isNull(cars.clientId)))
    .returning();
  return row;
}

/** Clears the car's client if it is `clientId`; false when the car is not that client's. */
export async function clearCarClient(team: TeamDb, id: string, clientId: string): Promise<boolean> {
  const rows = await team.db
    .update(cars)
    .set({ clientId: null, updatedAt: sql`now()` })
    .where(ofTeam(team, cars, eq(cars.id, id), eq(cars.clientId, clientId)))
    .returning({ id: cars.id });
  return rows.length > 0;
}

/** The car, locked until the end of the transaction (archiving, restoring or deleting it). */
export async function lockCar(team: TeamDb, id: string): Promise<CarRow | undefined> {
  const [row] = await findCarQuery(team, id).for('update');
  return row;
}

/** Archives the car (now) or restores it (null). */
export async function setCarArchivedAt(team: TeamDb, id: string, archivedAt: Date | null): Promise<CarRow | undefined> {
  const [row] = await team.db
    .update(cars)
    .set({ archivedAt, updatedAt: sql`now()` })
    .where(ofTeam(team, cars, eq(cars.id, id)))
    .returning();
  return row;
}

/** The team's active cars whose default driver is `driverId`, by name. */
export async function listCarOptionsOfDriver(team: TeamDb, driverId: string) {
  return team.db
    .select(carOptionColumns)
    .from(cars)
    .where(ofTeam(team, cars, eq(cars.defaultDriverId, driverId), isNull(cars.archivedAt)))
    .orderBy(asc(cars.name), asc(cars.id));
}
