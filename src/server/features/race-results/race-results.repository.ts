import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, eventCars, races } from '../../db/schema';

export type RaceRow = typeof races.$inferSelect;
export type NewRace = Omit<typeof races.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface RaceView {
  row: RaceRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  carNumber: string | null;
}

function viewQuery(db: Executor) {
  return db
    .select({
      row: races,
      car: { name: cars.name, year: cars.year, make: cars.make, model: cars.model },
      carNumber: eventCars.carNumber,
    })
    .from(races)
    .innerJoin(cars, eq(cars.id, races.carId))
    .leftJoin(eventCars, eq(eventCars.id, races.eventCarId));
}

/** An event's results: by finish position (unknown last), then in the order they were entered. */
export async function listRaceViewsOfEvent(db: Executor, teamId: string, eventId: string): Promise<RaceView[]> {
  return viewQuery(db)
    .where(and(eq(races.teamId, teamId), eq(races.eventId, eventId)))
    .orderBy(sql`${races.finishPosition} asc nulls last`, asc(races.createdAt), asc(races.id));
}

export async function findRaceView(db: Executor, teamId: string, id: string): Promise<RaceView | undefined> {
  const [row] = await viewQuery(db)
    .where(and(eq(races.teamId, teamId), eq(races.id, id)))
    .limit(1);
  return row;
}

export async function findRaceOfEvent(db: Executor, teamId: string, eventId: string, id: string): Promise<RaceRow | undefined> {
  const [row] = await db
    .select()
    .from(races)
    .where(and(eq(races.teamId, teamId), eq(races.eventId, eventId), eq(races.id, id)))
    .limit(1);
  return row;
}

export async function insertRace(db: Executor, values: NewRace): Promise<RaceRow> {
  const [row] = await db.insert(races).values(values).returning();
  if (!row) throw new Error('Result could not be saved');
  return row;
}

export async function updateRace(
  db: Executor,
  teamId: string,
  id: string,
  changes: Partial<Omit<NewRace, 'teamId'>>,
): Promise<void> {
  await db
    .update(races)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(races.teamId, teamId), eq(races.id, id)));
}

export async function deleteRace(db: Executor, teamId: string, eventId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(races)
    .where(and(eq(races.teamId, teamId), eq(races.eventId, eventId), eq(races.id, id)))
    .returning({ id: races.id });
  return rows.length > 0;
}
