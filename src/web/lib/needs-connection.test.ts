import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { notifications, notificationsStore } from '@mantine/notifications';
import { notifyError } from '@web/ui/notify';
import { registerQueuedWrite, sendQueuedWrite, randomUuid, type QueuedChange } from './queued-writes';
import { api } from './api-client';
import { needsConnectionMessage, NeedsConnectionError } from './needs-connection';
import { createQueryClient } from './query-client';

const requests: string[] = [];
let online = true;

beforeEach(() => {
  requests.length = 0;
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    requests.push(`${init.method ?? 'GET'} ${path}`);
    if (!online) throw new TypeError('Failed to fetch');
    return Response.json({ ok: true });
  });
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const goOffline = () => {
  online = false;
  onlineManager.setOnline(false);
};

describe('a change asked for without a connection', () => {
  it('fails at once with "needs a connection", sending nothing', async () => {
    goOffline();
    for (const change of [api.post('/api/events', {}), api.put('/api/events/1', {}), api.delete('/api/events/1')]) {
      await expect(change).rejects.toThrow(NeedsConnectionError);
    }
    await expect(api.patch('/api/cars/1', {})).rejects.toThrow(needsConnectionMessage);
    expect(requests).toEqual([]);
  });

  it('says the same when the connection drops while it is sent', async () => {
    vi.stubGlobal('fetch', async () => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    await expect(api.post('/api/events', {})).rejects.toThrow(NeedsConnectionError);
  });

  it('leaves reads to be tried (they may be answered from the cache or wait for the connection)', async () => {
    goOffline();
    await expect(api.get('/api/events')).rejects.toThrow('Cannot reach the server');
    expect(requests).toEqual(['GET /api/events']);
  });

  it('ends a form’s mutation at once instead of pausing it until the connection returns', async () => {
    const queryClient = createQueryClient();
    goOffline();
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: (title: string) => api.put('/api/events/1', { title }) });
    await expect(mutation.execute('Club Sprint')).rejects.toThrow(NeedsConnectionError);
    expect(mutation.state).toMatchObject({ status: 'error', isPaused: false });
  });

  it('says so in one toast, however many places report it', async () => {
    const queryClient = createQueryClient();
    goOffline();
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => api.delete('/api/cars/1') });
    await expect(mutation.execute(undefined)).rejects.toThrow(NeedsConnectionError);
    // The screen's own error toast, with the error's message.
    notifyError(needsConnectionMessage);
    const { notifications: shown, queue } = notificationsStore.getState();
    expect([...shown, ...queue].map((n) => [n.title, n.message])).toEqual([
      ['Needs a connection', needsConnectionMessage],
    ]);
  });

  it('still waits, queued, when it is one of the changes queued at the track', async () => {
    const queryClient = createQueryClient();
    registerQueuedWrite<QueuedChange>(queryClient, 'check', {
      request: () => ({ method: 'POST', path: '/api/checks' }),
      onSettled: () => undefined,
    });
    goOffline();
    await expect(
      sendQueuedWrite(queryClient, 'check', { changeId: randomUuid(), madeAt: new Date().toISOString() }),
    ).resolves.toEqual({ queued: true });
    expect(requests).toEqual([]);
  });
});
