import { AppError } from '@shared/lib/app-error';
import type {
  ServiceHistoryEntry,
  ServiceItem,
  ServiceItemDetail,
  ServiceItemList,
  ServiceItemValues,
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
import type { Database, Executor } from '../../db/client';
import { findOrCreatePreferences } from '../preferences/preferences.repository';
import {
  deleteServiceItem as deleteServiceItemRow,
  findServiceCar,
  findServiceItem,
  insertServiceHistory,
  insertServiceItem,
  listServiceHistory,
  listServiceItemsOfCar,
  markServiceItemServiced,
  updateServiceItem as updateServiceItemRow,
  type ServiceHistoryRow,
  type ServiceItemRow,
} from './service-items.repository';

const carNotFound = () => AppError.notFound('Car');
const itemNotFound = () => AppError.notFound('Service item');

/** The user's average speed and units, which the status view depends on. */
export async function loadStatusPreferences(db: Executor, ctx: RequestContext): Promise<StatusPreferences> {
  const prefs = await findOrCreatePreferences(db, ctx.userId, ctx.teamId);
  return { averageSpeed: prefs.averageSpeed, useMetric: prefs.useMetric };
}

function categoryOf(value: string): ServiceCategory {
  return (serviceCategories as readonly string[]).includes(value) ? (value as ServiceCategory) : defaultServiceCategory;
}

function priorityOf(value: string): ServicePriority {
  return (servicePriorities as readonly string[]).includes(value) ? (value as ServicePriority) : defaultServicePriority;
}

/** A stored item with its status for the car's current hours and miles. */
export function toServiceItem(row: ServiceItemRow, car: CarUsage, preferences: StatusPreferences): ServiceItem {
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

async function requireCar(db: Executor, ctx: RequestContext, carId: string) {
  const car = await findServiceCar(db, ctx.teamId, carId);
  if (!car) throw carNotFound();
  return car;
}

export async function listServiceItems(db: Database, ctx: RequestContext, carId: string): Promise<ServiceItemList> {
  const car = await requireCar(db, ctx, carId);
  const preferences = await loadStatusPreferences(db, ctx);
  const rows = await listServiceItemsOfCar(db, ctx.teamId, carId);
  return { car, items: rows.map((row) => toServiceItem(row, car, preferences)) };
}

async function detailOf(
  db: Executor,
  ctx: RequestContext,
  row: ServiceItemRow,
  car: CarUsage,
): Promise<ServiceItemDetail> {
  const preferences = await loadStatusPreferences(db, ctx);
  const history = await listServiceHistory(db, ctx.teamId, row.id);
  return { ...toServiceItem(row, car, preferences), history: history.map(toHistoryEntry) };
}

export async function getServiceItem(
  db: Database,
  ctx: RequestContext,
  carId: string,
  itemId: string,
): Promise<ServiceItemDetail> {
  const car = await requireCar(db, ctx, carId);
  const row = await findServiceItem(db, ctx.teamId, carId, itemId);
  if (!row) throw itemNotFound();
  return detailOf(db, ctx, row, car);
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

export async function createServiceItem(
  db: Database,
  ctx: RequestContext,
  carId: string,
  input: ServiceItemValues,
): Promise<ServiceItemDetail> {
  const car = await requireCar(db, ctx, carId);
  const row = await insertServiceItem(db, {
    teamId: ctx.teamId,
    carId,
    ...itemFields(input, car),
    // The part's life counts from the car's reading when it is added.
    installedHours: car.hours,
    installedDistance: car.miles,
  });
  return detailOf(db, ctx, row, car);
}

export async function updateServiceItem(
  db: Database,
  ctx: RequestContext,
  carId: string,
  itemId: string,
  input: ServiceItemValues,
): Promise<ServiceItemDetail> {
  const car = await requireCar(db, ctx, carId);
  const row = await updateServiceItemRow(db, ctx.teamId, carId, itemId, itemFields(input, car));
  if (!row) throw itemNotFound();
  return detailOf(db, ctx, row, car);
}

/**
 * Records a service: the last service moves to the car's current hours and miles, the reset
 * is counted and a history entry says when, at what reading and by whom. All or nothing.
 */
export async function resetServiceItem(
  db: Database,
  ctx: RequestContext,
  carId: string,
  itemId: string,
): Promise<ServiceItemDetail> {
  return db.transaction(async (tx) => {
    const car = await requireCar(tx, ctx, carId);
    const item = await findServiceItem(tx, ctx.teamId, carId, itemId, { forUpdate: true });
    if (!item) throw itemNotFound();
    const when = new Date();
    const row = await markServiceItemServiced(tx, ctx.teamId, itemId, { hours: car.hours, miles: car.miles, when });
    if (!row) throw itemNotFound();
    await insertServiceHistory(tx, {
      teamId: ctx.teamId,
      itemId,
      performedAt: when,
      hours: car.hours,
      distance: car.miles,
      performedByUserId: ctx.userId,
      performedByName: ctx.userName.trim() || ctx.email,
    });
    return detailOf(tx, ctx, row, car);
  });
}

export async function deleteServiceItem(
  db: Database,
  ctx: RequestContext,
  carId: string,
  itemId: string,
): Promise<void> {
  if (!(await deleteServiceItemRow(db, ctx.teamId, carId, itemId))) throw itemNotFound();
}
