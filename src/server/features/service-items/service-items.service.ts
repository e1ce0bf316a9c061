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
  findServiceComponent,
  findServiceItem,
  insertServiceHistory,
  insertServiceItem,
  listServiceHistory,
  listServiceItemsOfCar,
  listServiceItemsOf,
  listServiceItemsOfCars,
  listInstalledComponentItemsOfCars,
  markServiceItemServiced,
  updateServiceItem as updateServiceItemRow,
  type ServiceHistoryRow,
  type ServiceItemRow,
  type ServiceOwner,
} from './service-items.repository';

export type { ServiceOwner };

const ownerNotFound = (owner: ServiceOwner) => AppError.notFound('carId' in owner ? 'Car' : 'Component');
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
    componentId: row.componentId,
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

/** The car's or the component's name and meters, which its items are counted against; 404 when the team has none. */
async function requireOwner(ctx: RequestContext, owner: ServiceOwner) {
  const found =
    'carId' in owner
      ? await findServiceCar(ctx.team, owner.carId)
      : await findServiceComponent(ctx.team, owner.componentId);
  if (!found) throw ownerNotFound(owner);
  return found;
}

const asOwner = (owner: ServiceOwner | string): ServiceOwner => (typeof owner === 'string' ? { carId: owner } : owner);

/** A car's service items (a car id), or a tracked component's, with their states. */
export async function listServiceItems(ctx: RequestContext, of: ServiceOwner | string): Promise<ServiceItemList> {
  const owner = asOwner(of);
  const car = await requireOwner(ctx, owner);
  const preferences = await loadStatusPreferences(ctx);
  const rows = await listServiceItemsOf(ctx.team, owner);
  return { car, items: rows.map((row) => toServiceItem(row, car, preferences)) };
}

async function detailOf(ctx: RequestContext, row: ServiceItemRow, car: CarUsage): Promise<ServiceItemDetail> {
  const preferences = await loadStatusPreferences(ctx);
  const history = await listServiceHistory(ctx.team, row.id);
  return { ...toServiceItem(row, car, preferences), history: history.map(toHistoryEntry) };
}

export async function getServiceItem(
  ctx: RequestContext,
  of: ServiceOwner | string,
  itemId: string,
): Promise<ServiceItemDetail> {
  const owner = asOwner(of);
  const car = await requireOwner(ctx, owner);
  const row = await findServiceItem(ctx.team, owner, itemId);
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
  of: ServiceOwner | string,
  input: ServiceItemValues,
): Promise<ServiceItemDetail> {
  const owner = asOwner(of);
  return transaction(ctx, async (ctx) => {
    const car = await requireOwner(ctx, owner);
    const row = await insertServiceItem(ctx.team, {
      ...owner,
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
  of: ServiceOwner | string,
  itemId: string,
  input: ServiceItemValues,
): Promise<ServiceItemDetail> {
  const owner = asOwner(of);
  return transaction(ctx, async (ctx) => {
    const car = await requireOwner(ctx, owner);
    const row = await updateServiceItemRow(ctx.team, owner, itemId, itemFields(input, car));
    if (!row) throw itemNotFound();
    return checkedDetailOf(ctx, row, car);
  });
}

/**
 * Records a service: the last service moves to the car's current hours and miles, the reset
 * is counted and a history entry says when, at what reading and by whom. All or nothing.
 */
export async function resetServiceItem(
  ctx: RequestContext,
  of: ServiceOwner | string,
  itemId: string,
  when: Date = new Date(),
): Promise<ServiceItemDetail> {
  const owner = asOwner(of);
  return transaction(ctx, async (ctx) => {
    const car = await requireOwner(ctx, owner);
    const item = await findServiceItem(ctx.team, owner, itemId, { forUpdate: true });
    if (!item) throw itemNotFound();
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

export async function deleteServiceItem(ctx: RequestContext, of: ServiceOwner | string, itemId: string): Promise<void> {
  const owner = asOwner(of);
  await requireOwner(ctx, owner);
  if (!(await deleteServiceItemRow(ctx.team, owner, itemId))) throw itemNotFound();
}

/**
 * Resets every service item of a tracked component at its meters now (a rebuild): each gets a
 * service in its history. Part of the caller's transaction; answers how many were reset.
 */
export async function resetServiceItemsOfComponent(
  ctx: RequestContext,
  componentId: string,
  when: Date,
): Promise<number> {
  const owner = { componentId };
  const rows = await listServiceItemsOf(ctx.team, owner);
  for (const row of rows) await resetServiceItem(ctx, owner, row.id, when);
  return rows.length;
}

/**
 * The status of every service item of each given car, at the car's own hours and miles, with the
 * items of the tracked components installed in it, at the component's own meters (a component's
 * items count for the car it is in); with the user's preferences (read here when not given).
 */
export async function getServiceStatusesOfCars(
  ctx: RequestContext,
  cars: readonly (CarUsage & { id: string })[],
  given?: StatusPreferences,
): Promise<Map<string, ServiceItem['status'][]>> {
  const statuses = new Map<string, ServiceItem['status'][]>(cars.map((car) => [car.id, []]));
  if (cars.length === 0) return statuses;
  const byId = new Map(cars.map((car) => [car.id, car]));
  const carIds = [...byId.keys()];
  const [preferences, carItems, componentItems] = await Promise.all([
    given ?? loadStatusPreferences(ctx),
    listServiceItemsOfCars(ctx.team, carIds),
    listInstalledComponentItemsOfCars(ctx.team, carIds),
  ]);
  for (const row of carItems) {
    const car = row.carId ? byId.get(row.carId) : undefined;
    if (car && row.carId) statuses.get(row.carId)?.push(toServiceItem(row, car, preferences).status);
  }
  for (const { item, carId, meters } of componentItems) {
    statuses.get(carId)?.push(toServiceItem(item, meters, preferences).status);
  }
  return statuses;
}

/**
 * How many service items of the team's active cars, and of the components installed in them, are
 * due and how many are at the end of their life (the vehicle list's tiles), with the signed-in user's average speed (preferences read here
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
