import { can } from '@shared/auth/permissions.rules';
import {
  carHistoryPageSize,
  type Car,
  type CarDetail,
  type CarEventsPage,
  type CarHistoryQuery,
  type CarRepairsPage,
  type CarList,
  type CarListItem,
  type CarListQueryValues,
  type CarOption,
  type CarValues,
} from '@shared/cars/cars.contract';
import { carAlertCount } from '@shared/cars/cars.rules';
import { clientLabel } from '@shared/clients/client-label.rules';
import { AppError } from '@shared/lib/app-error';
import { optionsDefaultLimit } from '@shared/lib/options.contract';
import { archivedMessage } from '@shared/lib/removal.rules';
import { todayIso } from '@shared/lib/dates';
import { pageOffset, type Page } from '@shared/lib/pagination';
import {
  countDueItems,
  countLifeCriticalItems,
  selectDetailServiceItems,
} from '@shared/service-items/service-status.rules';
import { isAtPlanLimit } from '@shared/subscription/subscription.rules';
import { assertCan, transaction, type RequestContext } from '../../auth/request-context';
import { TeamFigures } from '../../db/team-figures';
import { inBatches } from '../../db/batches';
import { deleteImage, fileUrl, pointAtStoredImage, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { findLastEventsOfCars, listEventsOfCar } from '../events/events.service';
import { listRepairsOfCar } from '../repairs/repairs.service';
import {
  countServiceStatesOfTeamCars,
  getServiceItemsOfCar,
  getServiceStatusesOfCars,
  loadStatusPreferences,
} from '../service-items/service-items.service';
import { enforcePlanLimit, getTeamPlan } from '../subscription/subscription.service';
import { countOpenWorkOrdersOfCars } from '../work-orders/work-orders.service';
import {
  clearCarClient,
  countCars,
  deleteCar as deleteCarRow,
  findCar,
  findCarWithNames,
  insertCar,
  insertCars,
  listCarOptions,
  listCarOptionsOfDriver,
  listCarsPage,
  lockCar,
  setCarArchivedAt as setCarArchivedAtRow,
  setCarClientIfNone,
  countMatchingCars,
  summarizeTeamCars,
  updateCar as updateCarRow,
  type CarOptionsFilter,
  type CarRow,
} from './cars.repository';

const recordLabel = 'Car';
const carNotFound = () => AppError.notFound(recordLabel);

export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    name: row.name,
    make: row.make,
    model: row.model,
    year: row.year,
    color: row.color,
    description: row.description,
    miles: row.miles,
    hours: row.hours,
    purchaseDate: row.purchaseDate,
    defaultDriverId: row.defaultDriverId,
    clientId: row.clientId,
    weight: row.weight,
    horsepower: row.horsepower,
    sanctioningBodies: row.sanctioningBodies,
    transponderNumber: row.transponderNumber,
    logbookExpiration: row.logbookExpiration,
    beltsExpiration: row.beltsExpiration,
    fireBottleExpiration: row.fireBottleExpiration,
    ownershipType: row.ownershipType,
    rentalStatus: row.rentalStatus,
    rentalRatePerHourCents: row.rentalRatePerHourCents,
    rentalRatePerDayCents: row.rentalRatePerDayCents,
    imageUrl: fileUrl(row.imageKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCars(ctx: RequestContext, query: CarListQueryValues): Promise<CarList> {
  const today = query.today ?? todayIso();
  const searching = Boolean(query.search?.trim() || query.archived);
  // The user's preferences are read once: the team's service counts and the page's statuses both
  // depend on them. The counts start as soon as they arrive; the page, the team's tiles and total
  // (whatever the search or page), the matching count and the plan do not wait for them.
  const preferences = loadStatusPreferences(ctx);
  // The tiles cover the whole fleet, and a search's count reads its cars: they are kept until its
  // cars or service items change.
  const fleet = new TeamFigures(ctx.team, 'fleet');
  const [rows, team, serviceCounts, matchingCount, plan] = await Promise.all([
    listCarsPage(ctx.team, {
      search: query.search,
      archived: query.archived,
      sort: query.sort,
      direction: query.direction,
      limit: query.pageSize,
      offset: pageOffset(query),
    }),
    fleet.get(`cars summary on ${today}`, () => summarizeTeamCars(ctx.team, today)),
    preferences.then((given) =>
      fleet.get(`service counts at ${given.averageSpeed} mph`, () => countServiceStatesOfTeamCars(ctx, given)),
    ),
    searching
      ? fleet.get(`cars matching ${JSON.stringify({ search: query.search?.trim(), archived: query.archived })}`, () =>
          countMatchingCars(ctx.team, query.search, query.archived),
        )
      : Promise.resolve(null),
    getTeamPlan(ctx),
  ]);
  const matching = matchingCount ?? team.total;
  const carIds = rows.map((r) => r.id);
  const [lastEvents, openRepairs, serviceStatuses] = await Promise.all([
    findLastEventsOfCars(ctx, carIds, today),
    countOpenWorkOrdersOfCars(ctx, carIds),
    getServiceStatusesOfCars(ctx, rows, await preferences),
  ]);

  const items: CarListItem[] = rows.map((row) => {
    const statuses = serviceStatuses.get(row.id) ?? [];
    const lifeCritical = countLifeCriticalItems(statuses);
    return {
      id: row.id,
      name: row.name,
      make: row.make,
      model: row.model,
      year: row.year,
      description: row.description,
      transponderNumber: row.transponderNumber,
      hours: row.hours,
      miles: row.miles,
      purchaseDate: row.purchaseDate,
      rentalStatus: row.rentalStatus,
      clientId: row.clientId,
      thumbnailUrl: fileUrl(row.thumbnailKey),
      logbookExpiration: row.logbookExpiration,
      beltsExpiration: row.beltsExpiration,
      fireBottleExpiration: row.fireBottleExpiration,
      lastEvent: lastEvents.get(row.id) ?? null,
      openRepairs: openRepairs.get(row.id) ?? 0,
      dueServiceItems: countDueItems(statuses),
      lifeCriticalServiceItems: lifeCritical,
      alerts: carAlertCount(row, lifeCritical, today),
    };
  });

  // The plan limit counts the team's active cars, which the tiles' total already did.
  const atPlanLimit = isAtPlanLimit(plan, 'cars', team.total);
  return {
    items,
    total: matching,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      totalVehicles: team.total,
      averageMiles: team.averageMiles,
      activeService: serviceCounts.due,
      // carAlertCount() summed over the team's cars: expiry alerts plus life-critical items.
      alerts: team.expiryAlerts + serviceCounts.lifeCritical,
    },
    atPlanLimit,
  };
}

/** The active cars of a picker (see carOptionsQuerySchema); without a query, the first ones by name. */
export async function getCarOptions(
  ctx: RequestContext,
  query: CarOptionsFilter = { limit: optionsDefaultLimit },
): Promise<CarOption[]> {
  return listCarOptions(ctx.team, query);
}

export async function getCarDetail(ctx: RequestContext, id: string): Promise<CarDetail> {
  // The car's history is read beside the car (another team's id finds none of it either); its
  // service items need the car's hours and miles.
  const firstPage = { page: 1, pageSize: carHistoryPageSize };
  const [found, carEvents, carRepairs] = await Promise.all([
    findCarWithNames(ctx.team, id),
    listEventsOfCar(ctx, id, firstPage),
    listRepairsOfCar(ctx, id, firstPage),
  ]);
  if (!found) throw carNotFound();
  const { car, driverName, client } = found;
  // Its Active Service counts the due items of the components installed in it too, as its row in the list does.
  const [serviceItems, statuses] = await Promise.all([
    getServiceItemsOfCar(ctx, car),
    getServiceStatusesOfCars(ctx, [car]),
  ]);
  return {
    ...toCar(car),
    defaultDriverName: driverName,
    clientName: client ? clientLabel(client) : null,
    events: carEvents.items,
    totalEvents: carEvents.total,
    repairs: carRepairs.items,
    totalRepairs: carRepairs.total,
    activeServiceItems: countDueItems(statuses.get(car.id) ?? []),
    totalServiceItems: serviceItems.length,
    serviceItems: selectDetailServiceItems(serviceItems),
  };
}

/** A page of one of the car's histories (its detail holds the first); the car must be the team's. */
async function carHistoryPage<T>(
  ctx: RequestContext,
  id: string,
  query: CarHistoryQuery,
  list: (ctx: RequestContext, carId: string, query: CarHistoryQuery) => Promise<{ items: T[]; total: number }>,
): Promise<Page<T>> {
  const [car, page] = await Promise.all([findCar(ctx.team, id), list(ctx, id, query)]);
  if (!car) throw carNotFound();
  return { items: page.items, total: page.total, ...query };
}

/** A page of the car's events, newest first. */
export const getCarEventsPage = (ctx: RequestContext, id: string, query: CarHistoryQuery): Promise<CarEventsPage> =>
  carHistoryPage(ctx, id, query, listEventsOfCar);

/** A page of the car's repairs, newest scheduled first. */
export const getCarRepairsPage = (ctx: RequestContext, id: string, query: CarHistoryQuery): Promise<CarRepairsPage> =>
  carHistoryPage(ctx, id, query, listRepairsOfCar);

/** The hours and miles of one of the team's cars (what service status and setups need). */
export async function findCarUsage(ctx: RequestContext, id: string) {
  const car = await findCar(ctx.team, id);
  return car ? { id: car.id, name: car.name, hours: car.hours, miles: car.miles } : undefined;
}

/**
 * Sets the car's hours and miles to its latest meter reading (src/server/workflows keep them in
 * step, in the reading's transaction). Undefined when the team has no such car.
 */
export async function setCarMeter(
  ctx: RequestContext,
  id: string,
  meter: { hours: number; miles: number },
): Promise<Car | undefined> {
  const row = await updateCarRow(ctx.team, id, { hours: meter.hours, miles: meter.miles });
  return row && toCar(row);
}

/** Whose one of the team's cars is: its client (null for the team's own car) and its default driver. */
export async function findCarAssignment(ctx: RequestContext, id: string) {
  const car = await findCar(ctx.team, id);
  return car ? { id: car.id, clientId: car.clientId, defaultDriverId: car.defaultDriverId } : undefined;
}

function carFields(input: CarValues) {
  return {
    name: input.name,
    make: input.make,
    model: input.model,
    year: input.year,
    color: input.color,
    description: input.description,
    miles: input.miles ?? 0,
    hours: input.hours ?? 0,
    purchaseDate: input.purchaseDate,
    defaultDriverId: input.defaultDriverId,
    clientId: input.clientId,
    weight: input.weight,
    horsepower: input.horsepower,
    sanctioningBodies: input.sanctioningBodies,
    transponderNumber: input.transponderNumber,
    logbookExpiration: input.logbookExpiration,
    beltsExpiration: input.beltsExpiration,
    fireBottleExpiration: input.fireBottleExpiration,
    ownershipType: input.ownershipType,
    rentalStatus: input.rentalStatus,
    rentalRatePerHourCents: input.rentalRatePerHourCents,
    rentalRatePerDayCents: input.rentalRatePerDayCents,
  };
}

/**
 * Adds a car; the free plan allows one (the limit is checked under the subscription lock). A
 * driver or client of another team is refused by the car's team keys.
 */
export async function createCar(ctx: RequestContext, input: CarValues): Promise<Car> {
  if (input.clientId) assertCan(ctx, 'manage_assignments');
  return transaction(ctx, async (ctx) => {
    await enforceCarLimit(ctx);
    return toCar(await insertCar(ctx.team, carFields(input)));
  });
}

/**
 * Refuses (403) a car beyond the team's plan: adding one, or restoring an archived one. Checked
 * under the subscription lock, in the caller's transaction; archived cars do not count.
 */
export async function enforceCarLimit(ctx: RequestContext): Promise<void> {
  await enforcePlanLimit(ctx, 'cars', () => countCars(ctx.team));
}

/** One of the team's cars; with `lock`, locked until the transaction ends (archiving, restoring or deleting it). */
export async function findCarRecord(ctx: RequestContext, id: string, lock = false): Promise<Car | undefined> {
  const row = lock ? await lockCar(ctx.team, id) : await findCar(ctx.team, id);
  return row && toCar(row);
}

/** Archives the car (a date) or restores it (null). */
export async function setCarArchivedAt(
  ctx: RequestContext,
  id: string,
  archivedAt: Date | null,
): Promise<Car | undefined> {
  const row = await setCarArchivedAtRow(ctx.team, id, archivedAt);
  return row && toCar(row);
}

/** The stored image of a deleted car, to delete once the delete is committed. */
export interface DeletedCarImage {
  imageKey: string | undefined;
  thumbnailKey: string | undefined;
}

/**
 * Deletes the car; its service items (and their logged services) and track setup notes go with
 * it. Undefined when the team has no such car.
 */
export async function deleteCarRecord(ctx: RequestContext, id: string): Promise<DeletedCarImage | undefined> {
  const row = await deleteCarRow(ctx.team, id);
  return row && { imageKey: row.imageKey ?? undefined, thumbnailKey: row.thumbnailKey ?? undefined };
}

/** Saves the form over the car; giving it another client (or none) is an assignment. */
export async function updateCar(ctx: RequestContext, id: string, input: CarValues): Promise<Car> {
  if (!can(ctx, 'manage_assignments')) {
    const current = await findCar(ctx.team, id);
    if (!current) throw carNotFound();
    if (current.clientId !== (input.clientId ?? null)) assertCan(ctx, 'manage_assignments');
  }
  const row = await updateCarRow(ctx.team, id, carFields(input));
  if (!row) throw carNotFound();
  return toCar(row);
}

/**
 * Replaces the car's image: the upload is checked by content, re-encoded without metadata
 * and stored with a list thumbnail; the previous files are removed.
 */
export async function setCarImage(storage: Storage, ctx: RequestContext, id: string, data: Buffer): Promise<Car> {
  const existing = await findCar(ctx.team, id);
  if (!existing) throw carNotFound();
  const stored = await storeImage(storage, `${ctx.teamId}/cars`, data);
  const row = await pointAtStoredImage(storage, stored, () => updateCarRow(ctx.team, id, stored));
  if (!row) throw carNotFound();
  await deleteImage(storage, {
    imageKey: existing.imageKey ?? undefined,
    thumbnailKey: existing.thumbnailKey ?? undefined,
  });
  return toCar(row);
}

export async function removeCarImage(storage: Storage, ctx: RequestContext, id: string): Promise<Car> {
  const existing = await findCar(ctx.team, id);
  if (!existing) throw carNotFound();
  const row = await updateCarRow(ctx.team, id, { imageKey: null, thumbnailKey: null });
  if (!row) throw carNotFound();
  await deleteImage(storage, {
    imageKey: existing.imageKey ?? undefined,
    thumbnailKey: existing.thumbnailKey ?? undefined,
  });
  return toCar(row);
}

/**
 * Makes `clientId` the car's client if the car has none (two assignments at once cannot both
 * win). Answers the car and whether this call assigned it, or undefined when the team has no
 * such car. Part of the caller's transaction.
 */
export async function assignCarToClient(
  ctx: RequestContext,
  carId: string,
  clientId: string,
): Promise<{ car: Car; assigned: boolean } | undefined> {
  const current = await findCar(ctx.team, carId);
  if (current?.archivedAt) {
    throw AppError.validation(archivedMessage(recordLabel), { carId: archivedMessage(recordLabel) });
  }
  const assigned = await setCarClientIfNone(ctx.team, carId, clientId);
  if (assigned) return { car: toCar(assigned), assigned: true };
  const car = await findCar(ctx.team, carId);
  return car ? { car: toCar(car), assigned: false } : undefined;
}

/** Clears the car's client if it is `clientId`; false when the car is not that client's. */
export async function unassignCarFromClient(ctx: RequestContext, carId: string, clientId: string): Promise<boolean> {
  return clearCarClient(ctx.team, carId, clientId);
}

/** The team's active cars that have this driver as their default driver. */
export async function getCarsOfDriver(ctx: RequestContext, driverId: string): Promise<CarOption[]> {
  return listCarOptionsOfDriver(ctx.team, driverId);
}

/**
 * Adds the cars of an import, in batches, within the plan's limit for all of them at once;
 * giving them clients is an assignment. Part of the caller's transaction.
 */
export async function importCars(ctx: RequestContext, inputs: readonly CarValues[]): Promise<Car[]> {
  if (inputs.length === 0) return [];
  if (inputs.some((input) => input.clientId)) assertCan(ctx, 'manage_assignments');
  await enforcePlanLimit(ctx, 'cars', async () => (await countCars(ctx.team)) + inputs.length - 1);
  const rows = await inBatches(inputs, (batch) => insertCars(ctx.team, batch.map(carFields)));
  return rows.map(toCar);
}
