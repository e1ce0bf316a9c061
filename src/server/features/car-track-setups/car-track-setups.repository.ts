import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carTrackSetups, tracks } from '../../db/schema';

export async function listTrackSetupsOfCar(db: Executor, teamId: string, carId: string) {
  return db
    .select({
      id: carTrackSetups.id,
      carId: carTrackSetups.carId,
      trackId: carTrackSetups.trackId,
      notes: carTrackSetups.notes,
      createdAt: carTrackSetups.createdAt,
      updatedAt: carTrackSetups.updatedAt,
      track: { id: tracks.id, name: tracks.name, location: tracks.location },
    })
    .from(carTrackSetups)
    .innerJoin(tracks, eq(tracks.id, carTrackSetups.trackId))
    .where(and(eq(carTrackSetups.teamId, teamId), eq(carTrackSetups.carId, carId)))
    .orderBy(desc(carTrackSetups.updatedAt), desc(carTrackSetups.id));
}

export type TrackSetupRow = Awaited<ReturnType<typeof listTrackSetupsOfCar>>[number];

export async function findTeamTrack(db: Executor, teamId: string, trackId: string) {
  const [row] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.teamId, teamId), eq(tracks.id, trackId)))
    .limit(1);
  return row;
}

/** One note per car and track: updates the existing one, otherwise inserts. */
export async function upsertTrackSetup(
  db: Executor,
  values: { teamId: string; carId: string; trackId: string; notes: string },
): Promise<string> {
  const [row] = await db
    .insert(carTrackSetups)
    .values(values)
    .onConflictDoUpdate({
      target: [carTrackSetups.carId, carTrackSetups.trackId],
      set: { notes: values.notes, updatedAt: sql`now()` },
    })
    .returning({ id: carTrackSetups.id });
  if (!row) throw new Error('Setup notes could not be saved');
  return row.id;
}

export async function deleteTrackSetup(db: Executor, teamId: string, carId: string, setupId: string): Promise<boolean> {
  const rows = await db
    .delete(carTrackSetups)
    .where(and(eq(carTrackSetups.teamId, teamId), eq(carTrackSetups.carId, carId), eq(carTrackSetups.id, setupId)))
    .returning({ id: carTrackSetups.id });
  return rows.length > 0;
}
