import { asc, eq } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { tracks } from '../../db/schema';

export type TrackRow = typeof tracks.$inferSelect;
export type TrackValues = Pick<
  typeof tracks.$inferInsert,
  'name' | 'location' | 'length' | 'type' | 'description' | 'imageUrl'
>;

export async function listTracks(team: TeamDb): Promise<TrackRow[]> {
  return team.db.select().from(tracks).where(ofTeam(team, tracks)).orderBy(asc(tracks.name), asc(tracks.id));
}

export async function findTrack(team: TeamDb, id: string): Promise<TrackRow | undefined> {
  const [row] = await team.db
    .select()
    .from(tracks)
    .where(ofTeam(team, tracks, eq(tracks.id, id)))
    .limit(1);
  return row;
}

export async function insertTrack(team: TeamDb, values: TrackValues): Promise<TrackRow> {
  const [row] = await team.db
    .insert(tracks)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Track could not be created');
  return row;
}

export async function updateTrack(team: TeamDb, id: string, values: TrackValues): Promise<TrackRow | undefined> {
  const [row] = await team.db
    .update(tracks)
    .set(values)
    .where(ofTeam(team, tracks, eq(tracks.id, id)))
    .returning();
  return row;
}

export async function deleteTrack(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(tracks)
    .where(ofTeam(team, tracks, eq(tracks.id, id)))
    .returning({ id: tracks.id });
  return rows.length > 0;
}
