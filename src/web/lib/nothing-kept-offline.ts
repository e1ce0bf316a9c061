import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOnline } from './use-online';

/*
 * A screen opened without a connection shows what this device kept of it (query-persistence.ts).
 * One never opened here has nothing kept: its reads wait, paused, for the connection, and its
 * loader would spin until then. This tells the loader to say so instead.
 */

let keptReadsRestored = false;
const restoredListeners = new Set<() => void>();

/** The reads kept on this device have been given back to the query cache (or there were none). */
export function noteKeptReadsRestored(): void {
  if (keptReadsRestored) return;
  keptReadsRestored = true;
  restoredListeners.forEach((listener) => listener());
}

function subscribeRestored(onChange: () => void): () => void {
  restoredListeners.add(onChange);
  return () => restoredListeners.delete(onChange);
}

/** Whether a read is waiting for the connection with no data to show meanwhile. */
export function isReadWaitingWithNothingKept(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'pending' && query.state.fetchStatus === 'paused');
}

/**
 * Whether the screen being loaded cannot be shown until the connection returns: the device is
 * offline, what it kept has been restored, and a read still has nothing to show.
 */
export function useNothingKeptOffline(): boolean {
  const queryClient = useQueryClient();
  const online = useOnline();
  const restored = useSyncExternalStore(
    subscribeRestored,
    () => keptReadsRestored,
    () => false,
  );
  const subscribeQueries = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const waiting = useSyncExternalStore(
    subscribeQueries,
    () => isReadWaitingWithNothingKept(queryClient),
    () => false,
  );
  return !online && restored && waiting;
}
