import { AppError } from '@shared/lib/app-error';
import {
  serviceItemDetailSchema,
  type ServiceHistoryEntry,
  type ServiceItem,
  type ServiceItemDetail,
  type ServiceItemList,
  type ServiceItemValues,
} from '@shared/service-items/service-items.contract';
import {
  computeServiceStatus,
  defaultServiceCategory,
  defaultServicePriority,
  serviceCategories,
  servicePriorities,
  type CarUsage,
  type ServiceCategory,
  type ServicePriority,
  type StatusPreferences,
} from '@shared/service-items/service-status.rules';
import type { RequestContext } from '../../auth/request-context';
import { transaction } from '../../auth/request-context';
import { checkedReply } from '../../platform/checked-reply';
import { getPreferences } from '../preferences/preferences.service';
import {
  countServiceStatesOfTeam,
  deleteServiceItem as deleteServiceItemRow,
  findServiceCar,
  findServiceItem,
  insertServiceHistory,
  insertServiceItem,
  listServiceHistory,
  listServiceItemsOfCar,
  listServiceItemsOfCars,
  markServiceItemServiced,
  updateServiceItem as updateServiceItemRow,
  type ServiceHistoryRow,
  type ServiceItemRow,
} from './service-items.repository';

const carNotFound = () => AppError.notFound('Car');
const itemNotFound = () => AppError.notFound('Service item');

/**
 * The user's average speed and units, which the status view depends on. A request that needs
 * several statuses reads them once and hands them to each call.
 */
export async function loadStatusPreferences(ctx: RequestContext): Promise<StatusPreferences> {
  const prefs = await getPreferences(ctx);
  return { averageSpeed: prefs.averageSpeed, useMetric: prefs.useMetric };
}

function categoryOf(value: string): ServiceCategory {
  return (serviceCategories as readonly string[]).includes(value) ? (value as ServiceCategory) : defaultServiceCategory;
}

function priorityOf(value: string): ServicePriority {
  return (servicePriorities as readonly string[]).includes(value) ? (value as ServicePriority) : defaultServicePriority;
}

/** A stored item with its status for the car's current hours and miles. */
function toServiceItem(row: ServiceItemRow, car: CarUsage, preferences: StatusPreferences): ServiceItem {
  const priority = priorityOf(row.priority);
  const lastResetDate = row.lastResetDate ? row.lastResetDate.toISOString() : null;
  return {
    id: row.id,
    carId: row.carId,
    name: row.name,
    description: row.description,
    category: categoryOf(row.category),
    priority,
    hourInterval: row.hourInterval,
    distanceInterval: row.distanceInterval,
    lastServiceHours: row.lastServiceHours,
    lastServiceDistance: row.lastServiceDistance,
    installedHours: row.installedHours,
    installedDistance: row.installedDistance,
    expectedLifeHours: row.expectedLifeHours,
    expectedLifeDistance: row.expectedLifeDistance,
    estimatedLaborHours: row.estimatedLaborHours,
    estimatedPartsCostCents: row.estimatedPartsCostCents,
    totalResets: row.totalResets,
    lastResetDate,
    status: computeServiceStatus({ ...row, priority, lastResetDate }, car, preferences),
  };
}

function toHistoryEntry(row: ServiceHistoryRow): ServiceHistoryEntry {
  return {
    id: row.id,
    performedAt: row.performedAt.toISOString(),
    hours: row.hours,
    distance: row.distance,
    performedBy: row.performedByName,
  };
}

async function requireCar(ctx: RequestContext, carId: string) {
  const car = await findServiceCar(ctx.team, carId);
  if (!car) throw carNotFound();
  return car;
}

export async function listServiceItems(ctx: RequestContext, carId: string): Promise<ServiceItemList> {
  const car = await requireCar(ctx, carId);
  const preferences = await loadStatusPreferences(ctx);
  const rows = await listServiceItemsOfCar(ctx.team, carId);
  return { car, items: rows.map((row) => toServiceItem(row, car, preferences)) };
}

async function detailOf(ctx: RequestContext, row: ServiceItemRow, car: CarUsage): Promise<ServiceItemDetail> {
  const preferences = await loadStatusPreferences(ctx);
  const history = await listServiceHistory(ctx.team, row.id);
  return { ...toServiceItem(row, car, preferences), history: history.map(toHistoryEntry) };
}

export async function getServiceItem(ctx: RequestContext, carId: string, itemId: string): Promise<ServiceItemDetail> {
  const car = await requireCar(ctx, carId);
  const row = await findServiceItem(ctx.team, carId, itemId);
  if (!row) throw itemNotFound();
  return detailOf(ctx, row, car);
}

function itemFields(input: ServiceItemValues, car: CarUsage) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    priority: input.priority,
    hourInterval: input.hourInterval,
    distanceInterval: input.distanceInterval,
    // A blank last service means "serviced now": the car's current hours and miles.
    lastServiceHours: input.lastServiceHours ?? car.hours,
    lastServiceDistance: input.lastServiceDistance ?? car.miles,
    expectedLifeHours: input.expectedLifeHours,
    expectedLifeDistance: input.expectedLifeDistance,
    estimatedLaborHours: input.estimatedLaborHours,
    estimatedPartsCostCents: input.estimatedPartsCostCents,
  };
}

/** The item's detail as the reply carries it, checked before the write's transaction commits. */
async function checkedDetailOf(ctx: RequestContext, row: ServiceItemRow, car: CarUsage): Promise<ServiceItemDetail> {
  return checkedReply(serviceItemDetailSchema, await detailOf(ctx, row, car));
}

export async function createServiceItem(
  ctx: RequestContext,
  carId: string,
  input: ServiceItemValues,
): Promise<ServiceItemDetail> {
  return transaction(ctx, async (ctx) => {
    const car = await requireCar(ctx, carId);
    const row = await insertServiceItem(ctx.team, {
      carId,
      ...itemFields(input, car),
      // The part's life counts from the car's reading when it is added.
      installedHours: car.hours,
      installedDistance: car.miles,
    });
    return checkedDetailOf(ctx, row, car);
  });
}

export async function updateServiceItem(
  ctx: RequestContext,
  carId: string,
  itemId: string,
  input: ServiceItemValues,
): Promise<ServiceItemDetail> {
  return transaction(ctx, async (ctx) => {
    const car = await requireCar(ctx, carId);
    const row = await updateServiceItemRow(ctx.team, carId, itemId, itemFields(input, car));
    if (!row) throw itemNotFound();
    return checkedDetailOf(ctx, row, car);
  });
}

/**
 * Records a service: the last service moves to the car's current hours and miles, the reset
 * is counted and a history entry says when, at what reading and by whom. All or nothing.
 */
export async function resetServiceItem(ctx: RequestContext, carId: string, itemId: string): Promise<ServiceItemDetail> {
  return transaction(ctx, async (ctx) => {
    const car = await requireCar(ctx, carId);
    const item = await findServiceItem(ctx.team, carId, itemId, { forUpdate: true });
    if (!item) throw itemNotFound();
    const when = new Date();
    const row = await markServiceItemServiced(ctx.team, itemId, { hours: car.hours, miles: car.miles, when });
    if (!row) throw itemNotFound();
    await insertServiceHistory(ctx.team, {
      itemId,
      performedAt: when,
      hours: car.hours,
      distance: car.miles,
      performedByUserId: ctx.userId,
      performedByName: ctx.userName.trim() || ctx.email,
    });
    return checkedDetailOf(ctx, row, car);
  });
}

export async function deleteServiceItem(ctx: RequestContext, carId: string, itemId: string): Promise<void> {
  if (!(await deleteServiceItemRow(ctx.team, carId, itemId))) throw itemNotFound();
}

/**
 * The status of every service item of each given car, at the car's own hours and miles, with the
 * user's preferences (read here when not given).
 */
export async function getServiceStatusesOfCars(
  ctx: RequestContext,
  cars: readonly (CarUsage & { id: string })[],
  given?: StatusPreferences,
): Promise<Map<string, ServiceItem['status'][]>> {
  const statuses = new Map<string, ServiceItem['status'][]>(cars.map((car) => [car.id, []]));
  if (cars.length === 0) return statuses;
  const preferences = given ?? (await loadStatusPreferences(ctx));
  const byId = new Map(cars.map((car) => [car.id, car]));
  for (const row of await listServiceItemsOfCars(ctx.team, [...byId.keys()])) {
    const car = byId.get(row.carId);
    if (car) statuses.get(row.carId)?.push(toServiceItem(row, car, preferences).status);
  }
  return statuses;
}

/**
 * How many service items of the team's active cars are due and how many are at the end of their
 * life (the vehicle list's tiles), with the signed-in user's average speed (preferences read here
 * when not given). One query, whatever the size of the team.
 */
export async function countServiceStatesOfTeamCars(
  ctx: RequestContext,
  given?: StatusPreferences,
): Promise<{ due: number; lifeCritical: number }> {
  const { averageSpeed } = given ?? (await loadStatusPreferences(ctx));
  return countServiceStatesOfTeam(ctx.team, averageSpeed);
}

/** Every service item of a car, with its status. */
export async function getServiceItemsOfCar(
  ctx: RequestContext,
  car: CarUsage & { id: string },
): Promise<ServiceItem[]> {
  const [preferences, rows] = await Promise.all([loadStatusPreferences(ctx), listServiceItemsOfCar(ctx.team, car.id)]);
  return rows.map((row) => toServiceItem(row, car, preferences));
}
