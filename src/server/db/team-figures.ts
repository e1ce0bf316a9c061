import { and, eq } from 'drizzle-orm';
import { teamDataVersions, type TeamDataScope } from './schema';
import type { TeamDb } from './team-db';

/**
 * Figures over all of a part of a team's data (the vehicle list's tiles and search counts over
 * its fleet; the inventory, repairs, damage reports and work orders lists' counts; the clients
 * summary and the clients list's counts; the track statistics) kept until that data changes.
 *
 * They are read once per version of the data: triggers in the database move the team's version
 * of a scope when a transaction that changed its rows commits (migration 0018), so a change made
 * by any server, seed or import is seen by the next request, and each request reads the version
 * (one row by its key) before it uses or computes a figure. A figure computed after the version
 * was read is at least as new as that version, so it is never older than what it is kept for.
 * Requests for the same missing figure share its computation.
 *
 * The memory belongs to the connection the figures were read through (a transaction has one of
 * its own, which ends with it), and holds the most recent teams and figures only.
 */
const maxTeamScopes = 1_000;
const maxFiguresPerScope = 100;

interface Kept {
  version: number;
  figures: Map<string, Promise<unknown>>;
}

const byConnection = new WeakMap<object, Map<string, Kept>>();

export async function readTeamDataVersion({ db, teamId }: TeamDb, scope: TeamDataScope): Promise<number> {
  const [row] = await db
    .select({ version: teamDataVersions.version })
    .from(teamDataVersions)
    .where(and(eq(teamDataVersions.teamId, teamId), eq(teamDataVersions.scope, scope)));
  return row?.version ?? 0;
}

/** Drops the first (least recently used) entries of a map kept in use order beyond `max`. */
function trim(map: Map<string, unknown>, max: number) {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

function keptFigures(team: TeamDb, scope: TeamDataScope, version: number): Map<string, Promise<unknown>> {
  let kept = byConnection.get(team.db);
  if (!kept) {
    kept = new Map();
    byConnection.set(team.db, kept);
  }
  const key = `${team.teamId} ${scope}`;
  const known = kept.get(key);
  // Kept (re-inserted) as the most recently used; a newer version replaces an older one.
  kept.delete(key);
  const current: Kept =
    known && known.version >= version ? known : { version, figures: new Map<string, Promise<unknown>>() };
  kept.set(key, current);
  trim(kept, maxTeamScopes);
  // A request that read an older version than the one kept computes its figure without keeping it.
  return current.version === version ? current.figures : new Map<string, Promise<unknown>>();
}

/** One request's view of the figures over a part of its team's data: the version is read once, on first use. */
export class TeamFigures {
  private version: Promise<number> | undefined;

  constructor(
    private readonly team: TeamDb,
    private readonly scope: TeamDataScope,
  ) {}

  /** The figure named `key` (which names every input it depends on besides the data), computed when missing. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    this.version ??= readTeamDataVersion(this.team, this.scope);
    const figures = keptFigures(this.team, this.scope, await this.version);
    const known = figures.get(key) as Promise<T> | undefined;
    if (known) {
      figures.delete(key);
      figures.set(key, known);
      return known;
    }
    const computed = compute();
    figures.set(key, computed);
    trim(figures, maxFiguresPerScope);
    // A failed computation is forgotten, so the next request tries again.
    computed.catch(() => {
      if (figures.get(key) === computed) figures.delete(key);
    });
    return computed;
  }
}
