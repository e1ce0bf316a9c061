import {
  trackSetupMessages,
  type CarTrackSetup,
  type SaveTrackSetupValues,
} from '@shared/car-track-setups/car-track-setups.contract';
import { AppError } from '@shared/lib/app-error';
import type { RequestContext } from '../../auth/request-context';
import type { Database } from '../../db/client';
import { carExists } from '../cars/cars.repository';
import {
  deleteTrackSetup,
  findTeamTrack,
  listTrackSetupsOfCar,
  upsertTrackSetup,
  type TrackSetupRow,
} from './car-track-setups.repository';

function toTrackSetup(row: TrackSetupRow): CarTrackSetup {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function requireCar(db: Database, ctx: RequestContext, carId: string): Promise<void> {
  if (!(await carExists(db, ctx.teamId, carId))) throw AppError.notFound('Car');
}

export async function listTrackSetups(db: Database, ctx: RequestContext, carId: string): Promise<CarTrackSetup[]> {
  await requireCar(db, ctx, carId);
  return (await listTrackSetupsOfCar(db, ctx.teamId, carId)).map(toTrackSetup);
}

export async function saveTrackSetup(
  db: Database,
  ctx: RequestContext,
  carId: string,
  input: SaveTrackSetupValues,
): Promise<CarTrackSetup> {
  await requireCar(db, ctx, carId);
  if (!(await findTeamTrack(db, ctx.teamId, input.trackId))) {
    throw AppError.validation(trackSetupMessages.trackRequired, { trackId: trackSetupMessages.trackRequired });
  }
  const id = await upsertTrackSetup(db, { teamId: ctx.teamId, carId, trackId: input.trackId, notes: input.notes });
  const saved = (await listTrackSetupsOfCar(db, ctx.teamId, carId)).find((s) => s.id === id);
  if (!saved) throw new Error('Setup notes could not be read back');
  return toTrackSetup(saved);
}

export async function removeTrackSetup(
  db: Database,
  ctx: RequestContext,
  carId: string,
  setupId: string,
): Promise<void> {
  await requireCar(db, ctx, carId);
  if (!(await deleteTrackSetup(db, ctx.teamId, carId, setupId))) throw AppError.notFound('Setup notes');
}
