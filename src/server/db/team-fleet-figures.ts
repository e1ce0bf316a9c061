import { eq } from 'drizzle-orm';
import { teamFleetVersions } from './schema';
import type { TeamDb } from './team-db';

/**
 * Figures over a team's whole fleet (the vehicle list's tiles: due and worn-out service items,
 * expiry alerts, average miles) kept until the team's cars or service items change.
 *
 * They are read once per version of the fleet: triggers in the database move the team's version
 * when a transaction that changed its cars or service items commits (migration 0018), so a change
 * made by any server, seed or import is seen by the next request, and each request reads the
 * version (one row by its key) before it uses or computes a figure. A figure computed after the
 * version was read is at least as new as that version, so it is never older than what it is kept
 * for. Requests for the same missing figure share its computation.
 *
 * The memory belongs to the connection the figures were read through (a transaction has one of
 * its own, which ends with it), and holds the most recent teams only.
 */
const maxTeams = 1_000;

interface TeamFigures {
  version: number;
  figures: Map<string, Promise<unknown>>;
}

const byConnection = new WeakMap<object, Map<string, TeamFigures>>();

export async function readTeamFleetVersion({ db, teamId }: TeamDb): Promise<number> {
  const [row] = await db
    .select({ version: teamFleetVersions.version })
    .from(teamFleetVersions)
    .where(eq(teamFleetVersions.teamId, teamId));
  return row?.version ?? 0;
}

function figuresOf(team: TeamDb, version: number): Map<string, Promise<unknown>> {
  let teams = byConnection.get(team.db);
  if (!teams) {
    teams = new Map();
    byConnection.set(team.db, teams);
  }
  const known = teams.get(team.teamId);
  // Kept (re-inserted) as the most recently used team; newer versions replace older ones.
  teams.delete(team.teamId);
  const current: TeamFigures = known && known.version >= version ? known : { version, figures: new Map() };
  teams.set(team.teamId, current);
  if (teams.size > maxTeams) {
    const oldest = teams.keys().next().value;
    if (oldest !== undefined) teams.delete(oldest);
  }
  return current.version === version ? current.figures : new Map<string, Promise<unknown>>();
}

/** One request's view of its team's fleet figures: the version is read once, on first use. */
export class TeamFleetFigures {
  private version: Promise<number> | undefined;

  constructor(private readonly team: TeamDb) {}

  /** The figure named `key` (which names every input it depends on besides the fleet), computed when missing. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    this.version ??= readTeamFleetVersion(this.team);
    const figures = figuresOf(this.team, await this.version);
    const known = figures.get(key) as Promise<T> | undefined;
    if (known) return known;
    const computed = compute();
    figures.set(key, computed);
    // A failed computation is forgotten, so the next request tries again.
    computed.catch(() => {
      if (figures.get(key) === computed) figures.delete(key);
    });
    return computed;
  }
}
