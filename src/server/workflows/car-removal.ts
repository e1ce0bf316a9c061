import type { Car } from '@shared/cars/cars.contract';
import { carRemoval, type CarRelationCounts } from '@shared/cars/car-removal.rules';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import { historyConflictMessage } from '@shared/lib/removal.rules';
import { transaction, type RequestContext } from '../auth/request-context';
import { deleteImage } from '../platform/images';
import type { Storage } from '../platform/storage';
import { countTrackSetupsOf } from '../features/car-track-setups/car-track-setups.service';
import { countDamageReportsOfCarForRemoval } from '../features/damage-reports/damage-reports.service';
import { countRegistrationsOf } from '../features/event-cars/event-cars.service';
import { countEventsPlannedForCarForRemoval } from '../features/events/events.service';
import { countResultsOfCarForRemoval } from '../features/race-results/race-results.service';
import { countRepairsOfCarForRemoval } from '../features/repairs/repairs.service';
import { countServiceItemsOfCar } from '../features/service-items/service-items.service';
import { enforcePlanLimit } from '../features/subscription/subscription.service';
import { countWorkOrdersOf } from '../features/work-orders/work-orders.service';
import { countCars, deleteCar as deleteCarRow, findCar, lockCar, setCarArchivedAt } from '../features/cars/cars.repository';
import { toCar } from '../features/cars/cars.service';

/*
 * Archiving, restoring and deleting a car. Deciding needs the counts of other features' rows
 * (repairs, registrations, results …), and several of those features use the cars service, so
 * this lives apart from it: nothing imports this file but the routes.
 */

const carNotFound = () => AppError.notFound('Car');

async function countCarRelations(ctx: RequestContext, carId: string): Promise<CarRelationCounts> {
  const service = await countServiceItemsOfCar(ctx, carId);
  return {
    repairs: await countRepairsOfCarForRemoval(ctx, carId),
    damageReports: await countDamageReportsOfCarForRemoval(ctx, carId),
    workOrders: await countWorkOrdersOf(ctx, { carId }),
    registrations: await countRegistrationsOf(ctx, { carId }),
    results: await countResultsOfCarForRemoval(ctx, carId),
    plannedEvents: await countEventsPlannedForCarForRemoval(ctx, carId),
    serviceItems: service.items,
    serviceRecords: service.records,
    setupNotes: await countTrackSetupsOf(ctx, { carId }),
  };
}

/** What the destructive action on the car does: archive it (it has history) or delete it, and with what. */
export async function getCarRemoval(ctx: RequestContext, id: string): Promise<Removal> {
  const car = await findCar(ctx.team, id);
  if (!car) throw carNotFound();
  return { archivedAt: car.archivedAt?.toISOString() ?? null, ...carRemoval(await countCarRelations(ctx, id)) };
}

/** Hides the car from lists and pickers; its history stays and still names it. Archiving twice changes nothing. */
export async function archiveCar(ctx: RequestContext, id: string): Promise<Car> {
  return transaction(ctx, async (ctx) => {
    const car = await lockCar(ctx.team, id);
    if (!car) throw carNotFound();
    if (car.archivedAt) return toCar(car);
    const archived = await setCarArchivedAt(ctx.team, id, new Date());
    if (!archived) throw carNotFound();
    return toCar(archived);
  });
}

/** Brings an archived car back; it counts against the plan's car limit again. */
export async function restoreCar(ctx: RequestContext, id: string): Promise<Car> {
  return transaction(ctx, async (ctx) => {
    const car = await lockCar(ctx.team, id);
    if (!car) throw carNotFound();
    if (!car.archivedAt) return toCar(car);
    await enforcePlanLimit(ctx, 'cars', () => countCars(ctx.team));
    const restored = await setCarArchivedAt(ctx.team, id, null);
    if (!restored) throw carNotFound();
    return toCar(restored);
  });
}

/**
 * Deletes a car without history, with its service items and setup notes (users who had it as
 * their default car no longer have one). A car with history answers 409 and stays: it is to be
 * archived. Its history rows refuse the delete in the database as well, so a repair added at the
 * same moment cannot be deleted with it.
 */
export async function deleteCar(storage: Storage, ctx: RequestContext, id: string): Promise<void> {
  const deleted = await transaction(ctx, async (ctx) => {
    if (!(await lockCar(ctx.team, id))) throw carNotFound();
    const plan = carRemoval(await countCarRelations(ctx, id));
    if (plan.action === 'archive') throw AppError.conflict(historyConflictMessage('Car', plan.history));
    const row = await deleteCarRow(ctx.team, id);
    if (!row) throw carNotFound();
    return row;
  });
  await deleteImage(storage, {
    imageKey: deleted.imageKey ?? undefined,
    thumbnailKey: deleted.thumbnailKey ?? undefined,
  });
}
