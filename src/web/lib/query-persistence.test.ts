import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { readAgainWhatWasRestored } from './query-persistence';

function clientWith(queries: Record<string, number>): QueryClient {
  const client = new QueryClient();
  for (const [key, readAt] of Object.entries(queries)) client.setQueryData([key], { key }, { updatedAt: readAt });
  return client;
}

const isInvalidated = (client: QueryClient, key: string) =>
  client.getQueryCache().find({ queryKey: [key] })?.state.isInvalidated;

describe('readAgainWhatWasRestored', () => {
  it('reads again only the queries that still hold the data given back from storage', async () => {
    const client = clientWith({ kept: 1_000, readSince: 5_000, neverKept: 2_000 });
    const hashOf = (key: string) => client.getQueryCache().find({ queryKey: [key] })!.queryHash;
    // readSince was kept at 1 000 but has been read from the server since (5 000).
    const restored = new Map([
      [hashOf('kept'), 1_000],
      [hashOf('readSince'), 1_000],
    ]);

    await readAgainWhatWasRestored(client, restored);

    expect(isInvalidated(client, 'kept')).toBe(true);
    expect(isInvalidated(client, 'readSince')).toBe(false);
    expect(isInvalidated(client, 'neverKept')).toBe(false);
  });

  it('reads nothing again when nothing was kept', async () => {
    const client = clientWith({ me: 1_000, preferences: 1_000 });

    await readAgainWhatWasRestored(client, new Map());

    expect(isInvalidated(client, 'me')).toBe(false);
    expect(isInvalidated(client, 'preferences')).toBe(false);
  });
});
