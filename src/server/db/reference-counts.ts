import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { teamReferences, type TeamReference } from './references';
import type { TeamDb } from './team-db';

/*
 * What references a record (a car, a client …), read from the schema's own composite team keys
 * (db/references.ts) rather than written out per feature: a table that starts referencing cars is
 * counted from the day its foreign key exists. Each record kind's shared removal rules say which
 * of these references are its history and which go with it (src/shared/lib/removal.rules.ts).
 */

const casing = new CasingCache('snake_case');

/** A reference as the counts name it: its table and column in SQL ("repairs.car_id"). */
export function referenceKey(reference: TeamReference): string {
  return `${reference.table}.${casing.getColumnCasing(reference.source.column)}`;
}

/**
 * Each way a row can reference a row of `table`: the chain of references from the record down to
 * it. A reference whose rows are deleted with their target (ON DELETE CASCADE) is followed to
 * what references those rows in turn, so the chains reach everything a delete would take along.
 */
export function referencePaths(table: string, path: readonly TeamReference[] = []): TeamReference[][] {
  return teamReferences
    .filter((reference) => reference.target === table && !path.includes(reference))
    .flatMap((reference) => {
      const here = [...path, reference];
      return [here, ...(reference.onDelete === 'cascade' ? referencePaths(reference.table, here) : [])];
    });
}

/** The chains to a row of `table`, by the reference they end with (`table.column`). */
export function referencePathsByKey(table: string): Map<string, TeamReference[][]> {
  const byKey = new Map<string, TeamReference[][]>();
  for (const path of referencePaths(table)) {
    const key = referenceKey(path.at(-1) as TeamReference);
    byKey.set(key, [...(byKey.get(key) ?? []), path]);
  }
  return byKey;
}

/** The condition on the last column of `path` that finds the rows reaching the record `id` along it. */
function reachingCondition(team: TeamDb, path: readonly TeamReference[], id: string): SQL {
  let match = (column: SQL): SQL => sql`${column} = ${id}`;
  for (const step of path.slice(0, -1)) {
    const { teamId, id: rowId } = getTableColumns(step.source.table);
    const rows = sql`select ${rowId} from ${step.source.table}
      where ${teamId} = ${team.teamId} and ${match(sql`${step.source.column}`)}`;
    match = (column) => sql`${column} in (${rows})`;
  }
  const last = path.at(-1);
  if (!last) throw new Error('A reference path has at least one reference');
  return match(sql`${last.source.column}`);
}

/**
 * How many of the team's rows reference the record `id` of `table`, per referencing table and
 * column ("repairs.car_id": 2), in one query, including the rows that reference rows the
 * record's delete would cascade to ("service_item_history.item_id" for a car's logged services).
 * A row referencing the record through two columns counts under each; one reaching it along two
 * chains through the same column counts once.
 */
export async function countReferencesTo(team: TeamDb, table: string, id: string): Promise<Record<string, number>> {
  const byKey = referencePathsByKey(table);
  if (byKey.size === 0) return {};
  const counts = [...byKey].map(([key, paths]) => {
    const { table: source } = (paths[0]?.at(-1) as TeamReference).source;
    const { teamId } = getTableColumns(source);
    const reaching = paths.map((path) => reachingCondition(team, path, id));
    return sql`select ${key}::text as reference, count(*)::int as n from ${source}
      where ${teamId} = ${team.teamId} and (${sql.join(reaching, sql` or `)})`;
  });
  const result = await team.db.execute(sql.join(counts, sql` union all `));
  const rows = result.rows as { reference: string; n: number }[];
  return Object.fromEntries(rows.map((row) => [row.reference, Number(row.n)]));
}
