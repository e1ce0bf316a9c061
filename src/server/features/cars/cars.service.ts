import {
  carHistoryLimit,
  carMessages,
  type Car,
  type CarDetail,
  type CarList,
  type CarListItem,
  type CarListQueryValues,
  type CarOption,
  type CarValues,
} from '@shared/cars/cars.contract';
import { carAlertCount } from '@shared/cars/cars.rules';
import { clientLabel } from '@shared/clients/client-label.rules';
import { AppError } from '@shared/lib/app-error';
import { todayIso } from '@shared/lib/dates';
import { pageOffset } from '@shared/lib/pagination';
import {
  countDueItems,
  countLifeCriticalItems,
  selectDetailServiceItems,
} from '@shared/service-items/service-status.rules';
import { isAtPlanLimit, isPaidPlan } from '@shared/subscription/subscription.rules';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import { deleteImage, fileUrl, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { listServiceItemsOfCar, listServiceItemsOfCars } from '../service-items/service-items.repository';
import { loadStatusPreferences, toServiceItem } from '../service-items/service-items.service';
import { enforcePlanLimit } from '../subscription/subscription.service';
import {
  clearDefaultCar,
  countCarEvents,
  countCarRepairs,
  countCars,
  countOpenRepairs,
  deleteCar as deleteCarRow,
  findCar,
  findLastEvents,
  findTeamPlan,
  findTeamClient,
  findTeamDriver,
  insertCar,
  listCarEvents,
  listCarOptions,
  listCarRepairs,
  listCarsPage,
  summarizeCars,
  updateCar as updateCarRow,
  type CarRow,
} from './cars.repository';

const carNotFound = () => AppError.notFound('Car');

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCars(db: Database, ctx: RequestContext, query: CarListQueryValues): Promise<CarList> {
  const today = query.today ?? todayIso();
  const rows = await listCarsPage(db, ctx.teamId, {
    search: query.search,
    sort: query.sort,
    direction: query.direction,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const summary = await summarizeCars(db, ctx.teamId, query.search);
  const carIds = rows.map((r) => r.id);
  const lastEvents = await findLastEvents(db, ctx.teamId, carIds, today);
  const openRepairs = await countOpenRepairs(db, ctx.teamId, carIds);
  const preferences = await loadStatusPreferences(db, ctx);
  const itemRows = await listServiceItemsOfCars(db, ctx.teamId, carIds);

  const items: CarListItem[] = rows.map((row) => {
    const statuses = itemRows
      .filter((item) => item.carId === row.id)
      .map((item) => toServiceItem(item, row, preferences).status);
    const lifeCritical = countLifeCriticalItems(statuses);
    const lastEvent = lastEvents.get(row.id);
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
      lastEvent: lastEvent ? { id: lastEvent.id, title: lastEvent.title, date: lastEvent.date } : null,
      openRepairs: openRepairs.get(row.id) ?? 0,
      dueServiceItems: countDueItems(statuses),
      lifeCriticalServiceItems: lifeCritical,
      alerts: carAlertCount(row, lifeCritical, today),
    };
  });

  // Only the free plan has a limit; a search narrows the total, so count the team's cars then.
  const plan = await findTeamPlan(db, ctx.teamId);
  const atPlanLimit = isPaidPlan(plan)
    ? false
    : isAtPlanLimit(plan, 'cars', query.search?.trim() ? await countCars(db, ctx.teamId) : summary.total);
  return {
    items,
    total: summary.total,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      totalVehicles: summary.total,
      averageMiles: summary.averageMiles,
      activeService: items.reduce((n, c) => n + c.dueServiceItems, 0),
      alerts: items.reduce((n, c) => n + c.alerts, 0),
    },
    atPlanLimit,
  };
}

export async function getCarOptions(db: Database, ctx: RequestContext): Promise<CarOption[]> {
  return listCarOptions(db, ctx.teamId);
}

export async function getCarDetail(db: Database, ctx: RequestContext, id: string): Promise<CarDetail> {
  const row = await findCar(db, ctx.teamId, id);
  if (!row) throw carNotFound();
  const driver = row.defaultDriverId ? await findTeamDriver(db, ctx.teamId, row.defaultDriverId) : undefined;
  const client = row.clientId ? await findTeamClient(db, ctx.teamId, row.clientId) : undefined;
  const carEvents = await listCarEvents(db, ctx.teamId, id, carHistoryLimit);
  const totalEvents = carEvents.length < carHistoryLimit ? carEvents.length : await countCarEvents(db, ctx.teamId, id);
  const carRepairs = await listCarRepairs(db, ctx.teamId, id, carHistoryLimit);
  const totalRepairs =
    carRepairs.length < carHistoryLimit ? carRepairs.length : await countCarRepairs(db, ctx.teamId, id);
  const preferences = await loadStatusPreferences(db, ctx);
  const serviceItems = (await listServiceItemsOfCar(db, ctx.teamId, id)).map((item) =>
    toServiceItem(item, row, preferences),
  );
  return {
    ...toCar(row),
    defaultDriverName: driver?.name ?? null,
    clientName: client ? clientLabel(client) : null,
    events: carEvents,
    totalEvents,
    repairs: carRepairs,
    totalRepairs,
    activeServiceItems: countDueItems(serviceItems.map((i) => i.status)),
    totalServiceItems: serviceItems.length,
    serviceItems: selectDetailServiceItems(serviceItems),
  };
}

/** The driver and client of a car must be the team's own. */
async function checkReferences(db: Executor, ctx: RequestContext, input: CarValues): Promise<void> {
  if (input.defaultDriverId && !(await findTeamDriver(db, ctx.teamId, input.defaultDriverId))) {
    throw AppError.validation(carMessages.driverNotInTeam, { defaultDriverId: carMessages.driverNotInTeam });
  }
  if (input.clientId && !(await findTeamClient(db, ctx.teamId, input.clientId))) {
    throw AppError.validation(carMessages.clientNotInTeam, { clientId: carMessages.clientNotInTeam });
  }
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

/** Adds a car; the free plan allows one (the limit is checked under the subscription lock). */
export async function createCar(db: Database, ctx: RequestContext, input: CarValues): Promise<Car> {
  return db.transaction(async (tx) => {
    await enforcePlanLimit(tx, ctx.teamId, 'cars', () => countCars(tx, ctx.teamId));
    await checkReferences(tx, ctx, input);
    return toCar(await insertCar(tx, { teamId: ctx.teamId, ...carFields(input) }));
  });
}

export async function updateCar(db: Database, ctx: RequestContext, id: string, input: CarValues): Promise<Car> {
  if (!(await findCar(db, ctx.teamId, id))) throw carNotFound();
  await checkReferences(db, ctx, input);
  const row = await updateCarRow(db, ctx.teamId, id, carFields(input));
  if (!row) throw carNotFound();
  return toCar(row);
}

export async function deleteCar(db: Database, storage: Storage, ctx: RequestContext, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const deleted = await deleteCarRow(tx, ctx.teamId, id);
    if (deleted) await clearDefaultCar(tx, ctx.teamId, id);
    return deleted;
  });
  if (!row) throw carNotFound();
  await deleteImage(storage, { imageKey: row.imageKey ?? undefined, thumbnailKey: row.thumbnailKey ?? undefined });
}

/**
 * Replaces the car's image: the upload is checked by content, re-encoded without metadata
 * and stored with a list thumbnail; the previous files are removed.
 */
export async function setCarImage(
  db: Database,
  storage: Storage,
  ctx: RequestContext,
  id: string,
  data: Buffer,
): Promise<Car> {
  const existing = await findCar(db, ctx.teamId, id);
  if (!existing) throw carNotFound();
  const stored = await storeImage(storage, `${ctx.teamId}/cars`, data);
  const row = await updateCarRow(db, ctx.teamId, id, stored);
  if (!row) {
    await deleteImage(storage, stored);
    throw carNotFound();
  }
  await deleteImage(storage, {
    imageKey: existing.imageKey ?? undefined,
    thumbnailKey: existing.thumbnailKey ?? undefined,
  });
  return toCar(row);
}

export async function removeCarImage(db: Database, storage: Storage, ctx: RequestContext, id: string): Promise<Car> {
  const existing = await findCar(db, ctx.teamId, id);
  if (!existing) throw carNotFound();
  const row = await updateCarRow(db, ctx.teamId, id, { imageKey: null, thumbnailKey: null });
  if (!row) throw carNotFound();
  await deleteImage(storage, {
    imageKey: existing.imageKey ?? undefined,
    thumbnailKey: existing.thumbnailKey ?? undefined,
  });
  return toCar(row);
}
