import type { CarTrackSetup, SaveTrackSetupValues } from '@shared/car-track-setups/car-track-setups.contract';
import { AppError } from '@shared/lib/app-error';
import type { RequestContext } from '../../auth/request-context';
import { findCarUsage } from '../cars/cars.service';
import {
  deleteTrackSetup,
  listTrackSetupsOfCar,
  upsertTrackSetup,
  type TrackSetupRow,
} from './car-track-setups.repository';

function toTrackSetup(row: TrackSetupRow): CarTrackSetup {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The car in the path must be one of the team's (404 otherwise, like a missing one). */
async function requireCar(ctx: RequestContext, carId: string): Promise<void> {
  if (!(await findCarUsage(ctx, carId))) throw AppError.notFound('Car');
}

export async function listTrackSetups(ctx: RequestContext, carId: string): Promise<CarTrackSetup[]> {
  await requireCar(ctx, carId);
  return (await listTrackSetupsOfCar(ctx.team, carId)).map(toTrackSetup);
}

export async function saveTrackSetup(
  ctx: RequestContext,
  carId: string,
  input: SaveTrackSetupValues,
): Promise<CarTrackSetup> {
  await requireCar(ctx, carId);
  const id = await upsertTrackSetup(ctx.team, { carId, trackId: input.trackId, notes: input.notes });
  const saved = (await listTrackSetupsOfCar(ctx.team, carId)).find((s) => s.id === id);
  if (!saved) throw new Error('Setup notes could not be read back');
  return toTrackSetup(saved);
}

export async function removeTrackSetup(ctx: RequestContext, carId: string, setupId: string): Promise<void> {
  await requireCar(ctx, carId);
  if (!(await deleteTrackSetup(ctx.team, carId, setupId))) throw AppError.notFound('Setup notes');
}
