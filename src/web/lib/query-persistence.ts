import { useEffect } from 'react';
import { createStore, del, get, set } from 'idb-keyval';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';

/**
 * The server state the screens have read, kept in IndexedDB so that what was seen (an event, its
 * registered cars, their checklists and sessions) stays readable without a connection, after a
 * reload or a restart of the phone. Restored when the signed-in shell opens, then kept up to date
 * (every change to the cache is written, at most once a second); cleared when the user signs out.
 */

/** How long read data is kept and shown without a connection. */
export const persistedForMs = 7 * 24 * 60 * 60 * 1000;

const entry = 'queries';
let store: ReturnType<typeof createStore> | undefined;
const cacheStore = () => (store ??= createStore('pitboard', 'query-cache'));

/**
 * The query key roots (each feature's `keys.ts`) of what the at-the-track screens show: the event
 * with its registrations, inspections, checklists, sessions and results, the cars, drivers and
 * tracks they name, and the account, team, plan and preferences every screen reads. The shop's
 * other screens (billing, prices, inventory …) always read the server.
 */
const keptRoots: ReadonlySet<unknown> = new Set([
  'account',
  'team',
  'subscription',
  'preferences',
  'events',
  'event-cars',
  'inspection-templates',
  'cars',
  'drivers',
  'tracks',
]);

/** TanStack Query's persister over one IndexedDB entry. */
export const indexedDbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(entry, client, cacheStore()),
  restoreClient: () => get<PersistedClient>(entry, cacheStore()),
  removeClient: () => del(entry, cacheStore()),
};

/** Restores the kept server state into `queryClient`, then keeps it up to date. Returns a function that stops keeping it. */
export function persistQueries(queryClient: QueryClient): () => void {
  const [stop] = persistQueryClient({
    queryClient,
    persister: indexedDbPersister,
    maxAge: persistedForMs,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && keptRoots.has(query.queryKey[0]),
    },
  });
  return stop;
}

/** Keeps the query cache of the signed-in screens in IndexedDB while the calling component is mounted. */
export function usePersistedQueries(): void {
  const queryClient = useQueryClient();
  useEffect(() => persistQueries(queryClient), [queryClient]);
}

/** Forgets the kept server state (sign out: the next person on this device must not see it). */
export function forgetPersistedQueries(): Promise<void> {
  return indexedDbPersister.removeClient() as Promise<void>;
}
