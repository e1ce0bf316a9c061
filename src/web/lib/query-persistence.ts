import { useEffect } from 'react';
import { createStore, del, get, set } from 'idb-keyval';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { noteKeptReadsRestored } from './nothing-kept-offline';
import { forgetAppliedWrites, fromStoredWrite, isAlreadyQueued, isUnsentWrite, toStoredWrite } from './queued-writes';

/**
 * The server state the screens have read, kept in IndexedDB so that what was seen (an event, its
 * registered cars, their checklists and sessions) stays readable without a connection, after a
 * reload or a restart of the phone. Restored when the signed-in shell opens, then kept up to date
 * (every change to the cache is written, at most once a second); cleared when the user signs out.
 * The changes queued without a connection (queued-writes.ts) are kept in the same entry.
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

const withStoredWrites = (client: PersistedClient): PersistedClient => ({
  ...client,
  clientState: { ...client.clientState, mutations: client.clientState.mutations.map(toStoredWrite) },
});

/** The kept queries given back to the cache: each one's hash, with when its data was read. */
type RestoredQueries = Map<string, number>;

/**
 * Reads again the queries that still hold the data given back from IndexedDB: it is shown at once
 * but may be older than its timestamp says (a change saved just before a reload may not have been
 * kept). A query read from the server meanwhile is left alone, and one being read is not read twice.
 */
export function readAgainWhatWasRestored(
  queryClient: QueryClient,
  restored: ReadonlyMap<string, number>,
): Promise<void> {
  return queryClient.invalidateQueries(
    { predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt },
    { cancelRefetch: false },
  );
}

/**
 * TanStack Query's persister over one IndexedDB entry, for `queryClient`; what it gives back is
 * noted in `restored`.
 */
function indexedDbPersister(queryClient: QueryClient, restored: RestoredQueries): Persister {
  return {
    persistClient: (client) => set(entry, withStoredWrites(client), cacheStore()),
    restoreClient: async () => {
      const client = await get<PersistedClient>(entry, cacheStore());
      if (!client) return undefined;
      for (const query of client.clientState.queries) restored.set(query.queryHash, query.state.dataUpdatedAt);
      const mutations = client.clientState.mutations
        .filter((m) => !isAlreadyQueued(queryClient, m))
        .map(fromStoredWrite);
      return { ...client, clientState: { ...client.clientState, mutations } };
    },
    removeClient: () => del(entry, cacheStore()),
  };
}

/**
 * Declares the kinds of queued changes, restores the kept server state and queued changes into
 * `queryClient` (sending those changes if the connection is there), then keeps both up to date.
 * Returns a function that stops keeping them.
 */
export function persistQueries(
  queryClient: QueryClient,
  declareWrites: (queryClient: QueryClient) => void,
): () => void {
  declareWrites(queryClient);
  // TanStack Query assumes a connection until told otherwise; a page opened offline must start paused.
  onlineManager.setOnline(navigator.onLine);
  const stopForgetting = forgetAppliedWrites(queryClient);
  const restoredQueries: RestoredQueries = new Map();
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister: indexedDbPersister(queryClient, restoredQueries),
    maxAge: persistedForMs,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && keptRoots.has(query.queryKey[0]),
      shouldDehydrateMutation: isUnsentWrite,
    },
  });
  void restored.then(() => {
    noteKeptReadsRestored();
    // Not every query: those the opening screen read meanwhile would be asked for a second time.
    void readAgainWhatWasRestored(queryClient, restoredQueries);
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  });
  return () => {
    stop();
    stopForgetting();
  };
}

/**
 * Keeps the query cache and the queued changes of the signed-in screens in IndexedDB while the
 * calling component is mounted; `declareWrites` declares the kinds of changes that may be queued.
 */
export function usePersistedQueries(declareWrites: (queryClient: QueryClient) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => persistQueries(queryClient, declareWrites), [queryClient, declareWrites]);
}

/** Forgets the kept server state and queued changes (sign out: the next person on this device must not see them). */
export function forgetPersistedQueries(): Promise<void> {
  return del(entry, cacheStore());
}
