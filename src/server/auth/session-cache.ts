import type { TeamMembership } from './team-membership';

/** Who a session cookie belongs to and the team it acts for, as last read from the database. */
export interface CachedSession {
  /** The session's token (its row's key), to read it again. */
  token: string;
  /** The session's current team when it was read: the membership is that team's, or the first one. */
  activeTeamId: string | null;
  user: { id: string; email: string; name: string };
  membership: TeamMembership;
  /** When the session itself expires (ms since the epoch): no entry outlives it. */
  sessionExpiresAt: number;
}

interface Entry {
  value: CachedSession;
  until: number;
}

/**
 * A short-lived (30 s), in-process memory of resolved sessions, keyed by the request's Cookie header,
 * so a busy client's requests skip better-auth's session lookup and the membership's.
 *
 * Used as it is, it is only correct while this process sees every change that ends or alters a
 * session: whatever goes through /api/auth/* clears it, and the team routes forget the team or user
 * they change (a removed member or a changed role takes effect on the next request). That holds on
 * the embedded database, which one process holds (its data directory is locked). Servers sharing a
 * PostgreSQL database see each other's changes only there, so there each use is `recheck`ed: the
 * session, user and membership are read again in one statement (request-context.ts).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /** Whether each use must read the session and membership again (several servers may change them). */
  readonly recheck: boolean;

  constructor(options: { ttlMs: number; recheck: boolean; maxEntries?: number }) {
    this.ttlMs = options.ttlMs;
    this.recheck = options.recheck;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get(key: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: CachedSession, now = Date.now()): void {
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: Math.min(now + this.ttlMs, value.sessionExpiresAt) });
  }

  /** A session found ended or changed. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** After a change to the user's account or teams (joined, switched, renamed). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }

  /** After a change to the team's members (a role changed, a member removed). */
  forgetTeam(teamId: string): void {
    for (const [key, entry] of this.entries) if (entry.value.membership.teamId === teamId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The resolved sessions of a server on `database`: reused as they are on the embedded database (one
 * process), rechecked at each use on PostgreSQL (several servers may share it).
 */
export function sessionCacheFor(database: 'pglite' | 'postgres'): SessionCache {
  return new SessionCache({ ttlMs: 30_000, recheck: database === 'postgres' });
}
