import { desc, eq, sql } from 'drizzle-orm';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { carTrackSetups, tracks } from '../../db/schema';

/** The car's setup notes with their track's name and location, most recently changed first. */
export async function listTrackSetupsOfCar(team: TeamDb, carId: string) {
  return team.db
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
    .innerJoin(tracks, teamKeyJoin(tracks, carTrackSetups.teamId, carTrackSetups.trackId))
    .where(ofTeam(team, carTrackSetups, eq(carTrackSetups.carId, carId)))
    .orderBy(desc(carTrackSetups.updatedAt), desc(carTrackSetups.id));
}

export type TrackSetupRow = Awaited<ReturnType<typeof listTrackSetupsOfCar>>[number];

/**
 * One note per car and track: updates the existing one, otherwise inserts. A track the team
 * does not have is refused by the note's team key.
 */
export async function upsertTrackSetup(
  team: TeamDb,
  values: { carId: string; trackId: string; notes: string },
): Promise<string> {
  const [row] = await team.db
    .insert(carTrackSetups)
    .values({ ...values, teamId: team.teamId })
    .onConflictDoUpdate({
      target: [carTrackSetups.carId, carTrackSetups.trackId],
      set: { notes: values.notes, updatedAt: sql`now()` },
      setWhere: eq(carTrackSetups.teamId, team.teamId),
    })
    .returning({ id: carTrackSetups.id });
  if (!row) throw new Error('Setup notes could not be saved');
  return row.id;
}

export async function deleteTrackSetup(team: TeamDb, carId: string, setupId: string): Promise<boolean> {
  const rows = await team.db
    .delete(carTrackSetups)
    .where(ofTeam(team, carTrackSetups, eq(carTrackSetups.carId, carId), eq(carTrackSetups.id, setupId)))
    .returning({ id: carTrackSetups.id });
  return rows.length > 0;
}
