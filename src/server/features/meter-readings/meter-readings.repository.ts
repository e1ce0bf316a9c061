import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { eventSessions, meterReadings, user } from '../../db/schema';

export type MeterReadingRow = typeof meterReadings.$inferSelect;
export type NewMeterReading = Omit<typeof meterReadings.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

export interface MeterReadingView {
  row: MeterReadingRow;
  sessionName: string | null;
  recordedByName: string | null;
}

export async function insertMeterReading(team: TeamDb, values: NewMeterReading): Promise<MeterReadingRow> {
  const [row] = await team.db
    .insert(meterReadings)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Meter reading could not be saved');
  return row;
}

/**
 * Imported readings (source 'import'), any number in one statement: one array parameter per
 * column rather than one parameter per cell.
 */
export async function insertImportedReadings(
  team: TeamDb,
  readings: readonly { carId: string; recordedAt: Date; hours: number; distance: number; note: string | null }[],
  recordedBy: string,
): Promise<void> {
  if (readings.length === 0) return;
  await team.db.execute(sql`
    insert into meter_readings (team_id, car_id, recorded_at, hours, distance, source, is_correction, note, recorded_by)
    select ${team.teamId}, r.car_id, r.recorded_at, r.hours, r.distance, 'import', false, r.note, ${recordedBy}
    from unnest(
      ${sql.param(readings.map((r) => r.carId))}::uuid[],
      ${sql.param(readings.map((r) => r.recordedAt.toISOString()))}::timestamptz[],
      ${sql.param(readings.map((r) => r.hours))}::double precision[],
      ${sql.param(readings.map((r) => r.distance))}::double precision[],
      ${sql.param(readings.map((r) => r.note))}::text[]
    ) as r(car_id, recorded_at, hours, distance, note)`);
}

/** The car's whole log, oldest first: when and what each reading read. */
export async function listCarMeterLog(
  team: TeamDb,
  carId: string,
): Promise<{ recordedAt: Date; hours: number; distance: number }[]> {
  return team.db
    .select({ recordedAt: meterReadings.recordedAt, hours: meterReadings.hours, distance: meterReadings.distance })
    .from(meterReadings)
    .where(ofTeam(team, meterReadings, eq(meterReadings.carId, carId)))
    .orderBy(asc(meterReadings.recordedAt), asc(meterReadings.createdAt), asc(meterReadings.id));
}

/** A page of the car's log, newest first, with the session's name and who recorded each reading. */
export async function listMeterReadingsOfCar(
  team: TeamDb,
  carId: string,
  page: { limit: number; offset: number },
): Promise<MeterReadingView[]> {
  return team.db
    .select({ row: meterReadings, sessionName: eventSessions.name, recordedByName: user.name })
    .from(meterReadings)
    .leftJoin(eventSessions, teamKeyJoin(eventSessions, meterReadings.teamId, meterReadings.sessionId))
    .leftJoin(user, eq(user.id, meterReadings.recordedBy))
    .where(ofTeam(team, meterReadings, eq(meterReadings.carId, carId)))
    .orderBy(desc(meterReadings.recordedAt), desc(meterReadings.createdAt), desc(meterReadings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMeterReadingsOfCar(team: TeamDb, carId: string): Promise<number> {
  const [row] = await team.db
    .select({ n: count() })
    .from(meterReadings)
    .where(ofTeam(team, meterReadings, eq(meterReadings.carId, carId)));
  return row?.n ?? 0;
}

/** The reading a session added, read without a lock. */
export async function findMeterReadingOfSession(team: TeamDb, sessionId: string): Promise<MeterReadingRow | undefined> {
  const [row] = await team.db
    .select()
    .from(meterReadings)
    .where(ofTeam(team, meterReadings, eq(meterReadings.sessionId, sessionId)))
    .limit(1);
  return row;
}

/** The readings of these sessions, locked until the transaction ends. */
export async function lockMeterReadingsOfSessions(team: TeamDb, sessionIds: string[]): Promise<MeterReadingRow[]> {
  if (sessionIds.length === 0) return [];
  return team.db
    .select()
    .from(meterReadings)
    .where(ofTeam(team, meterReadings, inArray(meterReadings.sessionId, sessionIds)))
    .orderBy(asc(meterReadings.recordedAt), asc(meterReadings.createdAt), asc(meterReadings.id))
    .for('update');
}

/** The reading and those recorded after it in its car's log, oldest first, locked. */
export async function lockMeterReadingsFrom(team: TeamDb, reading: MeterReadingRow): Promise<MeterReadingRow[]> {
  return team.db
    .select()
    .from(meterReadings)
    .where(
      ofTeam(
        team,
        meterReadings,
        and(
          eq(meterReadings.carId, reading.carId),
          sql`(${meterReadings.recordedAt}, ${meterReadings.createdAt}, ${meterReadings.id}) >= (select m.recorded_at, m.created_at, m.id from meter_readings m where m.team_id = ${team.teamId} and m.id = ${reading.id})`,
        ),
      ),
    )
    .orderBy(asc(meterReadings.recordedAt), asc(meterReadings.createdAt), asc(meterReadings.id))
    .for('update');
}

export async function updateMeterReading(
  team: TeamDb,
  id: string,
  changes: Partial<Omit<NewMeterReading, 'carId' | 'sessionId' | 'source'>>,
): Promise<void> {
  await team.db
    .update(meterReadings)
    .set(changes)
    .where(ofTeam(team, meterReadings, eq(meterReadings.id, id)));
}

export async function deleteMeterReading(team: TeamDb, id: string): Promise<void> {
  await team.db.delete(meterReadings).where(ofTeam(team, meterReadings, eq(meterReadings.id, id)));
}

/** The reading that starts the car's log. */
export async function findFirstReadingOfCar(team: TeamDb, carId: string): Promise<MeterReadingRow | undefined> {
  const [row] = await team.db
    .select()
    .from(meterReadings)
    .where(ofTeam(team, meterReadings, eq(meterReadings.carId, carId)))
    .orderBy(asc(meterReadings.recordedAt), asc(meterReadings.createdAt), asc(meterReadings.id))
    .limit(1);
  return row;
}

/** The car's latest reading at or before `at`. */
export async function findReadingAt(team: TeamDb, carId: string, at: Date): Promise<MeterReadingRow | undefined> {
  const [row] = await team.db
    .select()
    .from(meterReadings)
    .where(ofTeam(team, meterReadings, eq(meterReadings.carId, carId), lte(meterReadings.recordedAt, at)))
    .orderBy(desc(meterReadings.recordedAt), desc(meterReadings.createdAt), desc(meterReadings.id))
    .limit(1);
  return row;
}

/** The car's session readings recorded at or after `at`, oldest first. */
export async function listSessionReadingsFrom(team: TeamDb, carId: string, at: Date): Promise<MeterReadingRow[]> {
  return team.db
    .select()
    .from(meterReadings)
    .where(
      ofTeam(
        team,
        meterReadings,
        eq(meterReadings.carId, carId),
        eq(meterReadings.source, 'session'),
        gte(meterReadings.recordedAt, at),
      ),
    )
    .orderBy(asc(meterReadings.recordedAt), asc(meterReadings.createdAt), asc(meterReadings.id));
}
