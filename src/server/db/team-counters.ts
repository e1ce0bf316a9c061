import { sql } from 'drizzle-orm';
import { teamCounters } from './schema';
import type { TeamDb } from './team-db';

/** The counters kept in team_counters: one sequence per team, name and year. */
export type TeamCounterName = 'work_order' | 'invoice' | 'credit_note';

/**
 * Advances the team's counter for `name` and `year` and answers the new value (1 for the first).
 * One statement: the row is created or incremented under its lock, so two transactions never get
 * the same value, and a transaction that rolls back gives its value back. Call it inside the
 * transaction that stores the number.
 */
export async function nextTeamCounter(team: TeamDb, name: TeamCounterName, year: number): Promise<number> {
  const [row] = await team.db
    .insert(teamCounters)
    .values({ teamId: team.teamId, name, year, value: 1 })
    .onConflictDoUpdate({
      target: [teamCounters.teamId, teamCounters.name, teamCounters.year],
      set: { value: sql`${teamCounters.value} + 1` },
    })
    .returning({ value: teamCounters.value });
  if (!row) throw new Error('The team counter did not advance');
  return row.value;
}
