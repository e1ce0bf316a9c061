import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * The database as one team sees it. Repositories take a TeamDb, never a bare connection, so a
 * query on a team-owned table is always written with the team at hand; routes get one bound to
 * the signed-in user's team and services pass it on. Composite team keys in the schema make the
 * database refuse a row that points at another team's row.
 */
export interface TeamDb {
  readonly teamId: string;
  /** The connection or open transaction; for repositories. */
  readonly db: Executor;
  /** Runs `work` in a transaction (a savepoint when one is already open), bound to the same team. */
  transaction<T>(work: (team: TeamDb) => Promise<T>): Promise<T>;
}

/**
 * The database outside any team, for the few reads that need none: a reset link's token, whether
 * an address is taken (account data, no team's), a shared profile's link (which says its team).
 * Only repositories (and auth) read `db`; a repository that finds a team answers a TeamDb for it.
 */
export interface PublicDb {
  /** The connection; for repositories. */
  readonly db: Executor;
}

export function forPublic(db: Executor): PublicDb {
  return { db };
}

export function forTeam(db: Executor, teamId: string): TeamDb {
  return {
    teamId,
    db,
    transaction: (work) => db.transaction((tx) => work(forTeam(tx, teamId))),
  };
}

/** A transaction opened now and ended later: for work whose steps are not one function (a request's hooks). */
export interface HeldTransaction {
  /** The team's database inside the transaction; its `transaction()` calls are savepoints. */
  readonly team: TeamDb;
  /** Commits, or rolls back, the transaction; a later call waits for the first one's outcome. */
  end(commit: boolean): Promise<void>;
}

const rolledBack = Symbol('rolled back');

/** Opens a transaction on `team` and holds it until `end` is called (which must be, or the connection stays taken). */
export async function holdTransaction(team: TeamDb): Promise<HeldTransaction> {
  let decide: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let begun: (tx: TeamDb) => void = () => undefined;
  const open = new Promise<TeamDb>((resolve) => (begun = resolve));
  const ended = team
    .transaction(async (tx) => {
      begun(tx);
      if (!(await decided)) throw rolledBack;
    })
    .catch((err: unknown) => {
      if (err !== rolledBack) throw err;
    });
  // A BEGIN that failed ends it before it opens: its error is the answer.
  const tx = await Promise.race([open, ended.then(() => open)]);
  return {
    team: tx,
    end(commit) {
      decide(commit);
      return ended;
    },
  };
}

/** `table.team_id = team` and the given conditions: the WHERE of every query on a team-owned table. */
export function ofTeam(team: TeamDb, table: { teamId: AnyPgColumn }, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.teamId, team.teamId), ...conditions) as SQL;
}

/** Join condition on a team key: `target` is the row of the same team that (teamId, id) point at. */
export function teamKeyJoin(
  target: { teamId: AnyPgColumn; id: AnyPgColumn },
  teamId: AnyPgColumn,
  id: AnyPgColumn,
): SQL {
  return and(eq(target.teamId, teamId), eq(target.id, id)) as SQL;
}
