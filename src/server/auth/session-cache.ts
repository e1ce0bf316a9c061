import type { TeamMembership } from './team-membership';

/** Who a session cookie belongs to and the team it acts for, as last read from the database. */
export interface CachedSession {
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
 * so a busy client's requests skip the session, user and membership lookups.
 *
 * It is only correct while this process sees every change that ends or alters a session:
 * whatever goes through /api/auth/* clears it, and the team routes forget the team or user they
 * change (a removed member or a changed role takes effect on the next request). Several servers
 * behind one address (REDIS_URL set) do not share it, so there it is switched off (ttl 0).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
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
    if (!this.enabled) return;
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: Math.min(now + this.ttlMs, value.sessionExpiresAt) });
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

/** How long a resolved session is reused: half a minute on one server, never across several. */
export function sessionCacheTtlMs(options: { sharedByServers: boolean }): number {
  return options.sharedByServers ? 0 : 30_000;
}
