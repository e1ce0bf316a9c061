import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { AppError } from '@shared/lib/app-error';
import {
  fromStoredWrite,
  isWorthRetrying,
  randomUuid,
  registerQueuedWrite,
  retryQueuedWrite,
  sendQueuedWrite,
  toStoredWrite,
  forgetAppliedWrites,
  queuedWriteRoot,
  type QueuedChange,
  type QueuedWrite,
} from './queued-writes';

interface Note extends QueuedChange {
  text: string;
}

const sent: { path: string; key: string | null; body: unknown }[] = [];
let answer: (path: string) => Response = () => Response.json({ ok: true });

beforeEach(() => {
  sent.length = 0;
  answer = () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ path, key: headers.get('idempotency-key'), body: JSON.parse(init.body as string) as unknown });
    return answer(path);
  });
  onlineManager.setOnline(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

function queueClient() {
  const queryClient = new QueryClient();
  registerQueuedWrite<Note>(queryClient, 'note', {
    request: (note) => ({ method: 'POST', path: `/api/notes/${note.text}`, body: { text: note.text } }),
    onSettled: () => undefined,
  });
  forgetAppliedWrites(queryClient);
  return queryClient;
}

const note = (text: string): Note => ({ text, changeId: randomUuid(), madeAt: new Date().toISOString() });
const unsent = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.options.mutationKey?.[0] === queuedWriteRoot);

describe('the queue of changes made without a connection', () => {
  it('sends a change at once when online, with its change id as the Idempotency-Key, and forgets it', async () => {
    const queryClient = queueClient();
    const change = note('a');
    await expect(sendQueuedWrite(queryClient, 'note', change)).resolves.toEqual({ queued: false, data: { ok: true } });
    expect(sent).toEqual([{ path: '/api/notes/a', key: change.changeId, body: { text: 'a' } }]);
    expect(unsent(queryClient)).toHaveLength(0);
  });

  it('keeps changes made offline and sends them in the order they were made when the connection returns', async () => {
    const queryClient = queueClient();
    onlineManager.setOnline(false);
    for (const text of ['first', 'second', 'third']) {
      await expect(sendQueuedWrite(queryClient, 'note', note(text))).resolves.toEqual({ queued: true });
    }
    expect(sent).toHaveLength(0);
    expect(unsent(queryClient).map((m) => m.state.isPaused)).toEqual([true, true, true]);
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await vi.waitFor(() =>
      expect(sent.map((s) => s.path)).toEqual(['/api/notes/first', '/api/notes/second', '/api/notes/third']),
    );
    await vi.waitFor(() => expect(unsent(queryClient)).toHaveLength(0));
  });

  it('rejects a change the server refuses at once, leaving nothing queued', async () => {
    const queryClient = queueClient();
    answer = () =>
      Response.json({ error: { code: 'validation_failed', message: 'Name is required' } }, { status: 400 });
    await expect(sendQueuedWrite(queryClient, 'note', note('x'))).rejects.toThrow('Name is required');
    expect(unsent(queryClient)).toHaveLength(0);
  });

  it('keeps a queued change the server refuses later, and tries it again with the same change id', async () => {
    const queryClient = queueClient();
    onlineManager.setOnline(false);
    const change = note('late');
    await sendQueuedWrite(queryClient, 'note', change);
    answer = () => Response.json({ error: { code: 'conflict', message: 'Already done' } }, { status: 409 });
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await vi.waitFor(() => expect(unsent(queryClient).map((m) => m.state.status)).toEqual(['error']));
    const [refused] = unsent(queryClient);
    expect(refused?.state.error).toEqual(new AppError('conflict', 'Already done'));

    answer = () => Response.json({ ok: true });
    const write = {
      mutationId: refused!.mutationId,
      kind: 'note',
      variables: change,
      waiting: false,
      error: null,
    } satisfies QueuedWrite;
    retryQueuedWrite(queryClient, write);
    await vi.waitFor(() => expect(unsent(queryClient)).toHaveLength(0));
    expect(sent.map((s) => s.key)).toEqual([change.changeId, change.changeId]);
  });
});

describe('isWorthRetrying', () => {
  it('retries network and server failures, not refusals', () => {
    expect(isWorthRetrying(new AppError('internal', 'Cannot reach the server.'))).toBe(true);
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    expect(isWorthRetrying(new AppError('conflict', 'This inspection has already been completed'))).toBe(false);
    expect(isWorthRetrying(new AppError('validation_failed', 'Bad'))).toBe(false);
  });
});

describe('storing a change', () => {
  const base = {
    context: undefined,
    data: undefined,
    failureCount: 1,
    submittedAt: 1,
    variables: note('kept'),
  };

  it('stores a change being sent as paused, so it is sent again after a reload', () => {
    const stored = toStoredWrite({
      mutationKey: ['queued-write', 'note'],
      state: {
        ...base,
        status: 'pending' as const,
        isPaused: false,
        error: null,
        failureReason: new AppError('internal', 'x'),
      },
    });
    expect(stored.state).toMatchObject({ isPaused: true, failureReason: null, status: 'pending' });
  });

  it('stores an error as plain fields and restores it as an AppError', () => {
    const error = new AppError('validation_failed', 'Fuel is too much', { fuelAmount: 'Fuel is too much' });
    const stored = toStoredWrite({
      mutationKey: ['queued-write', 'note'],
      state: { ...base, status: 'error' as const, isPaused: false, error, failureReason: error },
    });
    expect(Object.getPrototypeOf(stored.state.error)).toBe(Object.prototype);
    const restored = fromStoredWrite(structuredClone(stored));
    expect(restored.state.error).toBeInstanceOf(AppError);
    expect(restored.state.error).toMatchObject({
      code: 'validation_failed',
      fields: { fuelAmount: 'Fuel is too much' },
    });
  });

  it('makes version 4 UUIDs', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
