import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, races, tracks } from '../../db/schema';

export type TrackRow = typeof tracks.$inferSelect;
export type TrackValues = Pick<typeof tracks.$inferInsert, 'name' | 'location' | 'length' | 'type' | 'description' | 'imageUrl'>;

export async function listTracks(db: Executor, teamId: string): Promise<TrackRow[]> {
  return db.select().from(tracks).where(eq(tracks.teamId, teamId)).orderBy(asc(tracks.name), asc(tracks.id));
}

export async function findTrack(db: Executor, teamId: string, id: string): Promise<TrackRow | undefined> {
  const [row] = await db
    .select()
    .from(tracks)
    .where(and(eq(tracks.teamId, teamId), eq(tracks.id, id)))
    .limit(1);
  return row;
}

export async function insertTrack(db: Executor, teamId: string, values: TrackValues): Promise<TrackRow> {
  const [row] = await db
    .insert(tracks)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('Track could not be created');
  return row;
}

export async function updateTrack(db: Executor, teamId: string, id: string, values: TrackValues): Promise<TrackRow | undefined> {
  const [row] = await db
    .update(tracks)
    .set(values)
    .where(and(eq(tracks.teamId, teamId), eq(tracks.id, id)))
    .returning();
  return row;
}

export async function deleteTrack(db: Executor, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tracks)
    .where(and(eq(tracks.teamId, teamId), eq(tracks.id, id)))
    .returning({ id: tracks.id });
  return rows.length > 0;
}

/** Events held at the track (they keep it from being deleted). */
export async function countTrackEvents(db: Executor, teamId: string, trackId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.teamId, teamId), eq(events.trackId, trackId)));
  return row?.n ?? 0;
}

/** Race results recorded at the track. */
export async function countTrackResults(db: Executor, teamId: string, trackId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(races)
    .where(and(eq(races.teamId, teamId), eq(races.trackId, trackId)));
  return row?.n ?? 0;
}
