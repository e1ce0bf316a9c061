import { carRelations } from '@shared/cars/car-removal.rules';
import type { Car } from '@shared/cars/cars.contract';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import type { RequestContext } from '../auth/request-context';
import { deleteImage } from '../platform/images';
import type { Storage } from '../platform/storage';
import {
  deleteCarRecord,
  enforceCarLimit,
  findCarRecord,
  setCarArchivedAt,
  type DeletedCarImage,
} from '../features/cars/cars.service';
import {
  archiveRecord,
  deleteRecordWithoutHistory,
  getRemoval,
  restoreRecord,
  type RemovableRecord,
} from './record-removal';

/*
 * Archiving, restoring and deleting a car. Its history is what other features recorded about it
 * (repairs, registrations, results …), so this lives above the features.
 */

const cars: RemovableRecord<Car, DeletedCarImage> = {
  table: 'cars',
  relations: carRelations,
  notFound: () => AppError.notFound('Car'),
  find: findCarRecord,
  setArchivedAt: setCarArchivedAt,
  delete: deleteCarRecord,
  // A restored car counts against the plan's car limit again.
  beforeRestore: enforceCarLimit,
};

/** What the destructive action on the car does: archive it (it has history) or delete it, and with what. */
export const getCarRemoval = (ctx: RequestContext, id: string): Promise<Removal> => getRemoval(ctx, cars, id);

/** Hides the car from lists and pickers; its history stays and still names it. Archiving twice changes nothing. */
export const archiveCar = (ctx: RequestContext, id: string): Promise<Car> => archiveRecord(ctx, cars, id);

/** Brings an archived car back; it counts against the plan's car limit again. */
export const restoreCar = (ctx: RequestContext, id: string): Promise<Car> => restoreRecord(ctx, cars, id);

/**
 * Deletes a car without history, with its service items and setup notes (users who had it as
 * their default car no longer have one), then its image. A car with history answers 409 and
 * stays: it is to be archived.
 */
export async function deleteCar(storage: Storage, ctx: RequestContext, id: string): Promise<void> {
  await deleteImage(storage, await deleteRecordWithoutHistory(ctx, cars, id));
}
