import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clientPageSize } from '@shared/clients/clients.rules';
import { firstPageSizes, screenReads } from './screen-reads';

/** The queries `read` starts, by key, without answering them. */
function started(read: (queryClient: QueryClient) => void): unknown[] {
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => undefined) } } });
  read(queryClient);
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe('what the screens read as they open', () => {
  it('asks for the clients list as its page does, a page of the size the server allows', () => {
    expect(firstPageSizes.clients).toBe(clientPageSize);
  });

  it('reads a list’s first page only when the address holds no search, filter or page', () => {
    const at = (search: string) => ({ params: {}, search: new URLSearchParams(search) });
    expect(started((client) => screenReads.workOrders(client, at('')))).toHaveLength(1);
    expect(started((client) => screenReads.workOrders(client, at('q=brake')))).toEqual([]);
    // The vehicles list's archived view is a page of its own, read as early.
    expect(started((client) => screenReads.cars(client, at('show=archived')))).toEqual([
      ['cars', 'list', expect.objectContaining({ archived: true, page: 1 })],
    ]);
    expect(started((client) => screenReads.cars(client, at('show=archived&page=2')))).toEqual([]);
  });

  it('reads a record’s screen by the id in its address', () => {
    expect(
      started((client) => screenReads.workOrder(client, { params: { id: 'w1' }, search: new URLSearchParams() })),
    ).toEqual([['work-orders', 'detail', 'w1']]);
  });
});
