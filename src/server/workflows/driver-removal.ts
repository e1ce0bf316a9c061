import { driverRelations } from '@shared/drivers/driver-removal.rules';
import { driverMessages, type Driver } from '@shared/drivers/drivers.contract';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import type { RequestContext } from '../auth/request-context';
import { deleteDriverRecord, findDriverRecord, setDriverArchivedAt } from '../features/drivers/drivers.service';
import {
  archiveRecord,
  deleteRecordWithoutHistory,
  getRemoval,
  restoreRecord,
  type RemovableRecord,
} from './record-removal';

/*
 * Archiving, restoring and deleting a driver. Its history is what other features recorded about it
 * (cars, registrations, sessions, charges), so this lives above the features.
 */

const drivers: RemovableRecord<Driver> = {
  table: 'drivers',
  relations: driverRelations,
  notFound: () => new AppError('not_found', driverMessages.notFound),
  find: findDriverRecord,
  setArchivedAt: setDriverArchivedAt,
  delete: deleteDriverRecord,
};

/** What the destructive action on the driver does: archive it (it has history) or delete it. */
export const getDriverRemoval = (ctx: RequestContext, id: string): Promise<Removal> => getRemoval(ctx, drivers, id);

/** Hides the driver from lists and pickers; its history stays and still names it. */
export const archiveDriver = (ctx: RequestContext, id: string): Promise<Driver> => archiveRecord(ctx, drivers, id);

export const restoreDriver = (ctx: RequestContext, id: string): Promise<Driver> => restoreRecord(ctx, drivers, id);

/**
 * Deletes a driver nothing uses. A driver with history answers 409 and stays (archive it); the
 * cars, registrations and sessions that name it refuse the delete in the database as well.
 */
export async function deleteDriver(ctx: RequestContext, id: string): Promise<void> {
  await deleteRecordWithoutHistory(ctx, drivers, id);
}
