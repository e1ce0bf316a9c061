import { asc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { tracks } from '../../db/schema';
import { pickerOptionsQuery } from '../../platform/picker-options';

export type TrackRow = typeof tracks.$inferSelect;
export type TrackValues = Pick<
  typeof tracks.$inferInsert,
  'name' | 'location' | 'length' | 'type' | 'description' | 'imageUrl'
>;

/** The team's active tracks by name (uses tracks_team_name_idx), or the archived ones. */
export async function listTracks(team: TeamDb, archived = false): Promise<TrackRow[]> {
  return team.db
    .select()
    .from(tracks)
    .where(ofTeam(team, tracks, archived ? isNotNull(tracks.archivedAt) : isNull(tracks.archivedAt)))
    .orderBy(asc(tracks.name), asc(tracks.id));
}

/**
 * The active tracks of a picker: the first `limit` by name whose name or location matches the
 * search, plus those among `ids` (uses tracks_team_name_idx).
 */
export function trackOptionsQuery(team: TeamDb, filter: OptionsFilter) {
  const select = () =>
    team.db.select({ id: tracks.id, name: tracks.name, location: tracks.location }).from(tracks).$dynamic();
  return pickerOptionsQuery(select, filter, {
    scope: ofTeam(team, tracks, isNull(tracks.archivedAt)),
    match: (pattern) => or(ilike(tracks.name, pattern), ilike(tracks.location, pattern)),
    id: tracks.id,
    order: () => [asc(tracks.name), asc(tracks.id)],
  });
}

export const listTrackOptions = (team: TeamDb, filter: OptionsFilter) => trackOptionsQuery(team, filter);

export async function findTrack(team: TeamDb, id: string): Promise<TrackRow | undefined> {
  const [row] = await team.db
    .select()
    .from(tracks)
    .where(ofTeam(team, tracks, eq(tracks.id, id)))
    .limit(1);
  return row;
}

export async function insertTrack(team: TeamDb, values: TrackValues): Promise<TrackRow> {
  const [row] = await insertTracks(team, [values]);
  if (!row) throw new Error('Track could not be created');
  return row;
}

/** Several tracks in one statement (an import's batch). */
export async function insertTracks(team: TeamDb, values: readonly TrackValues[]): Promise<TrackRow[]> {
  if (values.length === 0) return [];
  return team.db
    .insert(tracks)
    .values(values.map((v) => ({ ...v, teamId: team.teamId })))
    .returning();
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

/** The track, locked until the end of the transaction (archiving, restoring or deleting it). */
export async function lockTrack(team: TeamDb, id: string): Promise<TrackRow | undefined> {
  const [row] = await team.db
    .select()
    .from(tracks)
    .where(ofTeam(team, tracks, eq(tracks.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** Archives the track (now) or restores it (null). */
export async function setTrackArchivedAt(
  team: TeamDb,
  id: string,
  archivedAt: Date | null,
): Promise<TrackRow | undefined> {
  const [row] = await team.db
    .update(tracks)
    .set({ archivedAt, updatedAt: sql`now()` })
    .where(ofTeam(team, tracks, eq(tracks.id, id)))
    .returning();
  return row;
}
