import { asc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { member, user } from '../../db/schema';
import { ofTeam, type TeamDb } from '../../db/team-db';
import type { ExportedTable } from './account-export-tables';

/**
 * The whole-account export's reads (docs/decisions/025): every team-owned table of the schema, a
 * page at a time in id order, each page resuming after the last id of the one before (keyset
 * paging on the table's unique (team_id, id)), so a team of any size is read in pages of equal
 * cost and never held whole. Read only; the export owns no table.
 */

/** The team's rows of `table` after the id `after` (from the first without it), `limit` at most, in id order. */
export async function readTablePage(
  team: TeamDb,
  table: ExportedTable,
  after: string | null,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const columns = getTableColumns(table.table) as Record<string, AnyPgColumn>;
  const { id, teamId: team_id } = columns;
  if (!id || !team_id) throw new Error(`${table.name} has no (team_id, id) to page on`);
  return team.db
    .select()
    .from(table.table)
    .where(ofTeam(team, { teamId: team_id }, after === null ? undefined : gt(id, after)))
    .orderBy(asc(id))
    .limit(limit);
}

/** The team's members (who the user_id columns name), in the order they joined; a team has a few. */
export async function readMembers(team: TeamDb) {
  return team.db
    .select({ userId: user.id, name: user.name, email: user.email, role: member.role, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, team.teamId))
    .orderBy(asc(member.createdAt), asc(user.id));
}
