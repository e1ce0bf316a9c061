import type { Driver } from '@shared/drivers/drivers.contract';
import { driverMessages } from '@shared/drivers/drivers.contract';
import { driverRemoval, type DriverRelationCounts } from '@shared/drivers/driver-removal.rules';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import { historyConflictMessage } from '@shared/lib/removal.rules';
import { transaction, type RequestContext } from '../auth/request-context';
import { countCarsOf } from '../features/cars/cars.service';
import { countRegistrationsOf } from '../features/event-cars/event-cars.service';
import { countSessionsOfDriverForRemoval } from '../features/event-sessions/event-sessions.service';
import { countChargesOfDriverForRemoval } from '../features/work-orders/work-orders.service';
import { deleteDriver as deleteDriverRow, findDriver, lockDriver, setDriverArchivedAt } from '../features/drivers/drivers.repository';
import { toDriver } from '../features/drivers/drivers.service';

/*
 * Archiving, restoring and deleting a driver. Deciding needs the counts of other features' rows,
 * so this lives apart from the drivers service, which other features use: nothing imports this
 * file but the routes.
 */

const driverNotFound = () => new AppError('not_found', driverMessages.notFound);

async function countDriverRelations(ctx: RequestContext, driverId: string): Promise<DriverRelationCounts> {
  return {
    cars: await countCarsOf(ctx, { defaultDriverId: driverId }),
    registrations: await countRegistrationsOf(ctx, { driverId }),
    sessions: await countSessionsOfDriverForRemoval(ctx, driverId),
    charges: await countChargesOfDriverForRemoval(ctx, driverId),
  };
}

/** What the destructive action on the driver does: archive it (it has history) or delete it. */
export async function getDriverRemoval(ctx: RequestContext, id: string): Promise<Removal> {
  const driver = await findDriver(ctx.team, id);
  if (!driver) throw driverNotFound();
  return {
    archivedAt: driver.archivedAt?.toISOString() ?? null,
    ...driverRemoval(await countDriverRelations(ctx, id)),
  };
}

/** Hides the driver from lists and pickers; its history stays and still names it. */
export async function archiveDriver(ctx: RequestContext, id: string): Promise<Driver> {
  return transaction(ctx, async (ctx) => {
    const driver = await lockDriver(ctx.team, id);
    if (!driver) throw driverNotFound();
    if (driver.archivedAt) return toDriver(driver);
    const archived = await setDriverArchivedAt(ctx.team, id, new Date());
    if (!archived) throw driverNotFound();
    return toDriver(archived);
  });
}

export async function restoreDriver(ctx: RequestContext, id: string): Promise<Driver> {
  return transaction(ctx, async (ctx) => {
    const driver = await lockDriver(ctx.team, id);
    if (!driver) throw driverNotFound();
    if (!driver.archivedAt) return toDriver(driver);
    const restored = await setDriverArchivedAt(ctx.team, id, null);
    if (!restored) throw driverNotFound();
    return toDriver(restored);
  });
}

/**
 * Deletes a driver nothing uses. A driver with history answers 409 and stays (archive it); the
 * cars, registrations and sessions that name it refuse the delete in the database as well.
 */
export async function deleteDriver(ctx: RequestContext, id: string): Promise<void> {
  await transaction(ctx, async (ctx) => {
    if (!(await lockDriver(ctx.team, id))) throw driverNotFound();
    const plan = driverRemoval(await countDriverRelations(ctx, id));
    if (plan.action === 'archive') throw AppError.conflict(historyConflictMessage('Driver', plan.history));
    if (!(await deleteDriverRow(ctx.team, id))) throw driverNotFound();
  });
}
