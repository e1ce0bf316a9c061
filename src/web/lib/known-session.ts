import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authClient, useSession } from './auth-client';
import { useOnline } from './use-online';

type SessionState = ReturnType<typeof useSession>;
type Session = NonNullable<SessionState['data']>;

const storageKey = 'pitboardLastSession';

/** The last session this device saw, while it has not expired; its token is never kept. */
function rememberedSession(): Session | null {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return new Date(session.session.expiresAt).getTime() > Date.now() ? session : null;
  } catch {
    return null;
  }
}

/** Whether this device remembers a session that has not expired: its person is likely still signed in. */
export function hasRememberedSession(): boolean {
  return rememberedSession() !== null;
}

type SessionSnapshot = Pick<SessionState, 'data' | 'isPending' | 'error' | 'refetch'>;
/** better-auth's session store (a nanostores atom), as far as it is read here. */
interface SessionAtom {
  get(): SessionSnapshot;
  listen(listener: (state: SessionSnapshot) => void): () => void;
}

/**
 * Resolves once the server has said whether this device is signed in (true) or not; false too
 * when it cannot be asked (no connection).
 */
export function whenSignedIn(): Promise<boolean> {
  const session = authClient.$store.atoms.session as SessionAtom | undefined;
  if (!session) return Promise.resolve(false);
  return new Promise((resolve) => {
    const known = (state: SessionSnapshot) => {
      if (state.isPending) return false;
      resolve(state.data !== null && !state.error);
      return true;
    };
    if (known(session.get())) return;
    const stop = session.listen((state) => {
      if (known(state)) stop();
    });
  });
}

/**
 * Asks the server for the session again and resolves once the session store holds the answer. After
 * signing in, the store still says "signed out" until its own refresh, which starts a moment later:
 * a guarded screen opened meanwhile would send its person back to sign in.
 */
export async function refreshKnownSession(): Promise<void> {
  const session = authClient.$store.atoms.session as SessionAtom | undefined;
  await session?.get().refetch();
}

/** Remembers the session; says whether it belongs to another person than the one remembered before. */
function rememberSession(data: Session): boolean {
  const before = rememberedSession();
  localStorage.setItem(storageKey, JSON.stringify({ user: data.user, session: { ...data.session, token: '' } }));
  return before !== null && before.user.id !== data.user.id;
}

/** Forgets the remembered session (signing out). */
export function forgetKnownSession(): void {
  localStorage.removeItem(storageKey);
}

/** What the server last said about the session, as far as choosing what to show goes. */
interface SessionAnswer {
  data: unknown;
  isPending: boolean;
  error: unknown;
}

/**
 * Whether the screens are given the session this device remembers rather than the server's answer:
 * when the server has none to give because it cannot be asked (no connection) or did not answer,
 * and, once that has happened, while it is asked again (the connection has returned). Otherwise
 * the question put again on reconnecting would stand for a moment as "not known yet", and the
 * guard would draw its loader over the whole app (and what was typed or queued on its screens).
 */
export function showsRememberedSession(answer: SessionAnswer, online: boolean, showingRemembered: boolean): boolean {
  if (answer.data) return false;
  return !online || Boolean(answer.error) || (answer.isPending && showingRemembered);
}

/**
 * The signed-in session, as `useSession` gives it, except that without a connection (the session
 * cannot be asked for) it is the last one this device saw: the screens already read stay open at
 * the track, and stay open while the session is asked again when the connection returns. The
 * server still checks the real session on every request once the connection is back.
 */
export function useKnownSession(): SessionState {
  const state = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [showingRemembered, setShowingRemembered] = useState(false);
  const { data, isPending, error } = state;

  useEffect(() => {
    if (!data) {
      if (!isPending && !error && navigator.onLine) forgetKnownSession();
      return;
    }
    // Another person signed in here without the last one signing out: what was kept is not theirs
    // (the kept copy follows the cleared cache, see query-persistence.ts).
    if (rememberSession(data)) queryClient.clear();
  }, [data, isPending, error, queryClient]);

  const remembered = showsRememberedSession(state, online, showingRemembered) ? rememberedSession() : null;
  if ((remembered !== null) !== showingRemembered) setShowingRemembered(remembered !== null);
  return remembered ? { ...state, data: remembered, isPending: false, error: null } : state;
}
