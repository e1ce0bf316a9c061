import { asc, eq, sql } from 'drizzle-orm';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, eventCars, races } from '../../db/schema';

export type RaceRow = typeof races.$inferSelect;
export type NewRace = Omit<typeof races.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

export interface RaceView {
  row: RaceRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  carNumber: string | null;
}

/** Results with their car's name and the number it ran under (read through the team keys). */
function viewQuery(team: TeamDb) {
  return team.db
    .select({
      row: races,
      car: { name: cars.name, year: cars.year, make: cars.make, model: cars.model },
      carNumber: eventCars.carNumber,
    })
    .from(races)
    .innerJoin(cars, teamKeyJoin(cars, races.teamId, races.carId))
    .leftJoin(eventCars, teamKeyJoin(eventCars, races.teamId, races.eventCarId));
}

/** An event's results: by finish position (unknown last), then in the order they were entered. */
export async function listRaceViewsOfEvent(team: TeamDb, eventId: string): Promise<RaceView[]> {
  return viewQuery(team)
    .where(ofTeam(team, races, eq(races.eventId, eventId)))
    .orderBy(sql`${races.finishPosition} asc nulls last`, asc(races.createdAt), asc(races.id));
}

export async function findRaceView(team: TeamDb, id: string): Promise<RaceView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, races, eq(races.id, id)))
    .limit(1);
  return row;
}

export async function findRaceOfEvent(team: TeamDb, eventId: string, id: string): Promise<RaceRow | undefined> {
  const [row] = await team.db
    .select()
    .from(races)
    .where(ofTeam(team, races, eq(races.eventId, eventId), eq(races.id, id)))
    .limit(1);
  return row;
}

export async function insertRace(team: TeamDb, values: NewRace): Promise<RaceRow> {
  const [row] = await team.db
    .insert(races)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Result could not be saved');
  return row;
}

export async function updateRace(team: TeamDb, id: string, changes: Partial<NewRace>): Promise<RaceRow | undefined> {
  const [row] = await team.db
    .update(races)
    .set(changes)
    .where(ofTeam(team, races, eq(races.id, id)))
    .returning();
  return row;
}

export async function deleteRace(team: TeamDb, eventId: string, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(races)
    .where(ofTeam(team, races, eq(races.eventId, eventId), eq(races.id, id)))
    .returning({ id: races.id });
  return rows.length > 0;
}
