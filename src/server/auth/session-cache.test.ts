import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession, sessionCacheFor } from './session-cache';

const session = (userId: string, teamId: string, sessionExpiresAt = Number.MAX_SAFE_INTEGER): CachedSession => ({
  token: `${userId}-token`,
  activeTeamId: teamId,
  user: { id: userId, email: `${userId}@example.com`, name: userId },
  membership: { teamId, teamName: `${teamId} team`, role: 'team_manager' },
  sessionExpiresAt,
});

describe('SessionCache', () => {
  it('answers within its time to live, then forgets', () => {
    const cache = new SessionCache({ ttlMs: 1_000, recheck: false });
    cache.set('a', session('u1', 't1'), 0);
    expect(cache.get('a', 999)?.user.id).toBe('u1');
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const cache = new SessionCache({ ttlMs: 60_000, recheck: false });
    cache.set('a', session('u1', 't1', 500), 0);
    expect(cache.get('a', 499)).toBeDefined();
    expect(cache.get('a', 500)).toBeUndefined();
  });

  it('forgets a user, a team, or everything', () => {
    const cache = new SessionCache({ ttlMs: 60_000, recheck: false });
    cache.set('a', session('u1', 't1'), 0);
    cache.set('b', session('u2', 't1'), 0);
    cache.set('c', session('u3', 't2'), 0);
    cache.set('d', session('u1', 't3'), 0);
    cache.forgetUser('u1');
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k, 1) !== undefined)).toEqual([false, true, true, false]);
    cache.forgetTeam('t1');
    expect(['b', 'c'].map((k) => cache.get(k, 1) !== undefined)).toEqual([false, true]);
    cache.clear();
    expect(cache.get('c', 1)).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = new SessionCache({ ttlMs: 60_000, recheck: false, maxEntries: 2 });
    cache.set('a', session('u1', 't1'), 0);
    cache.set('b', session('u2', 't1'), 0);
    cache.set('c', session('u3', 't1'), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('forgets one key', () => {
    const cache = new SessionCache({ ttlMs: 60_000, recheck: false });
    cache.set('a', session('u1', 't1'), 0);
    cache.set('b', session('u1', 't1'), 0);
    cache.forget('a');
    expect(['a', 'b'].map((k) => cache.get(k, 1) !== undefined)).toEqual([false, true]);
  });

  it('is rechecked at each use on PostgreSQL, which several servers may share, not on the embedded database', () => {
    expect(sessionCacheFor('postgres').recheck).toBe(true);
    expect(sessionCacheFor('pglite').recheck).toBe(false);
  });
});
