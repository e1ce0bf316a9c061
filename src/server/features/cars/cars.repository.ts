import { asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CarSortField, SortDirection } from '@shared/cars/cars.rules';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, clients, drivers } from '../../db/schema';

export type CarRow = typeof cars.$inferSelect;
export type NewCar = Omit<typeof cars.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type CarChanges = Partial<NewCar>;

export async function insertCar(team: TeamDb, values: NewCar): Promise<CarRow> {
  const [row] = await team.db
    .insert(cars)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Car could not be created');
  return row;
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

export async function countCars(team: TeamDb): Promise<number> {
  const [row] = await team.db.select({ n: count() }).from(cars).where(ofTeam(team, cars));
  return row?.n ?? 0;
}

export async function listCarOptions(team: TeamDb) {
  return team.db
    .select({
      id: cars.id,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      clientId: cars.clientId,
      hours: cars.hours,
      miles: cars.miles,
    })
    .from(cars)
    .where(ofTeam(team, cars))
    .orderBy(asc(cars.name), asc(cars.id));
}

/** The hours and miles of the team's cars among `ids` (what service status depends on). */
export async function findCarUsages(team: TeamDb, ids: string[]) {
  if (ids.length === 0) return [];
  return team.db
    .select({ id: cars.id, name: cars.name, hours: cars.hours, miles: cars.miles })
    .from(cars)
    .where(ofTeam(team, cars, inArray(cars.id, ids)));
}

function carListWhere(team: TeamDb, search: string | undefined): SQL {
  const term = search?.trim();
  if (!term) return ofTeam(team, cars);
  const pattern = containsPattern(term);
  return ofTeam(team, cars, or(ilike(cars.name, pattern), ilike(cars.description, pattern)));
}

const sortColumns = { name: cars.name, purchaseDate: cars.purchaseDate, miles: cars.miles } as const;

export interface CarListFilter {
  search?: string | undefined;
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
    .where(carListWhere(team, filter.search))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function listCarsPage(team: TeamDb, filter: CarListFilter) {
  return carsPageQuery(team, filter);
}

/** How many cars match the search, and their rounded mean mileage. */
export function carsSummaryQuery(team: TeamDb, search: string | undefined) {
  return team.db
    .select({ total: count(), averageMiles: sql<number>`coalesce(round(avg(${cars.miles})), 0)::int` })
    .from(cars)
    .where(carListWhere(team, search));
}

export async function summarizeCars(team: TeamDb, search: string | undefined) {
  const [row] = await carsSummaryQuery(team, search);
  return { total: row?.total ?? 0, averageMiles: Number(row?.averageMiles ?? 0) };
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
