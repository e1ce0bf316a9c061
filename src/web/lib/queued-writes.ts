import {
  MutationObserver,
  useMutationState,
  type Mutation,
  type MutationState,
  type QueryClient,
} from '@tanstack/react-query';
import { AppError } from '@shared/lib/app-error';
import { idempotencyHeader } from '@shared/lib/idempotency.contract';
import { apiRequest } from './api-client';

/**
 * Changes made where there is no signal (an inspection in the paddock) are queued on the device
 * and sent, in the order they were made, once the connection returns. The queue is TanStack
 * Query's mutation cache: a change is a mutation whose key starts with `queued-write`, paused
 * while the browser is offline, kept in IndexedDB with the read data (query-persistence.ts) and
 * resumed after a reload. Every change carries an id the device made up, sent as its
 * Idempotency-Key: the server applies it once however often it is sent.
 */

/** What every queued change's variables start with. */
export interface QueuedChange {
  /** Sent as the Idempotency-Key. */
  changeId: string;
  /** When it was made (ISO). */
  madeAt: string;
}

/** The HTTP request a queued change makes. */
export interface QueuedRequest {
  method: 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

export const queuedWriteRoot = 'queued-write';
export const queuedWriteKey = (kind: string) => [queuedWriteRoot, kind] as const;

/** All queued changes share one scope, so they run one at a time, oldest first. */
const queueScope = { id: queuedWriteRoot };
/** Attempts at a change the network keeps failing, before it is shown as not sent. */
const maxAttempts = 20;

export const isQueuedWrite = (mutation: Pick<Mutation, 'options'>) =>
  mutation.options.mutationKey?.[0] === queuedWriteRoot;

/** Whether sending again may succeed: the network or the server failed, not an answer about the change itself. */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof AppError) || error.code === 'internal';
}

/** A random UUID (v4), for a change id or a record made on the device; also where `crypto.randomUUID` is missing (plain http). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Declares one kind of queued change: the request it makes and what to refresh once it is
 * settled. Must run before the stored queue is restored, so that restored changes can be sent.
 */
export function registerQueuedWrite<V extends QueuedChange>(
  queryClient: QueryClient,
  kind: string,
  how: { request: (variables: V) => QueuedRequest; onSettled: (variables: V) => Promise<unknown> | void },
): void {
  queryClient.setMutationDefaults(queuedWriteKey(kind), {
    mutationFn: (variables: V) => {
      const { method, path, body } = how.request(variables);
      return apiRequest(method, path, { body: body ?? {}, headers: { [idempotencyHeader]: variables.changeId } });
    },
    scope: queueScope,
    networkMode: 'online',
    // A refused change stays (with its message) until the user tries again or discards it.
    gcTime: Infinity,
    retry: (failures, error) => failures < maxAttempts && isWorthRetrying(error),
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, 60_000),
    onSettled: (_data, _error, variables) => how.onSettled(variables),
  });
}

/** Sent and applied; or kept on the device to be sent when the connection returns. */
export type SendOutcome<T> = { queued: false; data: T } | { queued: true };

const findByChangeId = (queryClient: QueryClient, changeId: string) =>
  queryClient
    .getMutationCache()
    .getAll()
    .find((m) => isQueuedWrite(m) && (m.state.variables as QueuedChange | undefined)?.changeId === changeId);

/**
 * Queues a change and waits until it is applied, or until it has to wait for the connection (no
 * signal, or the server cannot be reached). A change the server refuses at once rejects with the
 * server's error, for the form to show, and leaves the queue.
 */
export function sendQueuedWrite<T, V extends QueuedChange>(
  queryClient: QueryClient,
  kind: string,
  variables: V,
): Promise<SendOutcome<T>> {
  const observer = new MutationObserver<T, Error, V>(queryClient, { mutationKey: queuedWriteKey(kind) });
  return new Promise((resolve, reject) => {
    let waiting = false;
    const stop = observer.subscribe((result) => {
      if (waiting || !(result.isPaused || (result.isPending && result.failureCount > 0))) return;
      waiting = true;
      stop();
      resolve({ queued: true });
    });
    observer.mutate(variables).then(
      (data) => {
        stop();
        resolve({ queued: false, data });
      },
      (error: Error) => {
        stop();
        if (waiting) return;
        const mutation = findByChangeId(queryClient, variables.changeId);
        if (mutation) queryClient.getMutationCache().remove(mutation);
        reject(error);
      },
    );
  });
}

/** A queued change as the screens show it. */
export interface QueuedWrite<V extends QueuedChange = QueuedChange> {
  mutationId: number;
  kind: string;
  variables: V;
  /** Waiting to be sent (or being sent). */
  waiting: boolean;
  /** The server's refusal, or the network's last failure; null while waiting. */
  error: AppError | null;
}

function toQueuedWrite(mutation: Mutation): QueuedWrite {
  const state = mutation.state as MutationState<unknown, unknown, QueuedChange>;
  const error = state.status === 'error' ? state.error : null;
  return {
    mutationId: mutation.mutationId,
    kind: String(mutation.options.mutationKey?.[1]),
    variables: state.variables as QueuedChange,
    waiting: state.status === 'pending',
    error:
      error === null
        ? null
        : error instanceof AppError
          ? error
          : new AppError('internal', error instanceof Error ? error.message : 'The change could not be sent'),
  };
}

/** The changes queued on this device that are not applied yet: waiting, or refused. */
export function useQueuedWrites(): QueuedWrite[] {
  return useMutationState({
    filters: {
      mutationKey: [queuedWriteRoot],
      predicate: (m) => m.state.status === 'pending' || m.state.status === 'error',
    },
    select: toQueuedWrite,
  });
}

const findById = (queryClient: QueryClient, mutationId: number) =>
  queryClient
    .getMutationCache()
    .getAll()
    .find((m) => m.mutationId === mutationId);

/** Drops a change that is not being sent (refused, or still waiting for the connection). */
export function discardQueuedWrite(queryClient: QueryClient, write: QueuedWrite): void {
  const mutation = findById(queryClient, write.mutationId);
  if (mutation) queryClient.getMutationCache().remove(mutation);
}

/**
 * Sends a refused change again, with the same change id, at the end of the queue. Refused again,
 * it stays in the queue with the new answer.
 */
export function retryQueuedWrite(queryClient: QueryClient, write: QueuedWrite): void {
  discardQueuedWrite(queryClient, write);
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: queuedWriteKey(write.kind) });
  mutation.execute(write.variables).catch(() => undefined);
}

/** An applied change leaves the queue at once: nothing is waiting for it any more. */
export function forgetAppliedWrites(queryClient: QueryClient): () => void {
  const cache = queryClient.getMutationCache();
  return cache.subscribe((event) => {
    if (event.type === 'updated' && isQueuedWrite(event.mutation) && event.mutation.state.status === 'success') {
      cache.remove(event.mutation);
    }
  });
}

/** A stored change: what TanStack Query dehydrates of a mutation. */
interface StoredMutation {
  mutationKey?: readonly unknown[];
  state: MutationState;
}

interface StoredError {
  code: AppError['code'];
  message: string;
  fields?: AppError['fields'];
}

/** Which changes are kept on the device: those not applied yet. */
export function isUnsentWrite(mutation: Mutation): boolean {
  return isQueuedWrite(mutation) && (mutation.state.status === 'pending' || mutation.state.status === 'error');
}

const plainError = (error: unknown): StoredError | null =>
  error instanceof AppError
    ? { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
    : error instanceof Error
      ? { code: 'internal', message: error.message }
      : null;

/**
 * How a change is written to IndexedDB, which keeps no classes: its error as plain fields; and a
 * change that was being sent as paused, so that it is sent again after a reload (its change id
 * makes that safe if the first sending did arrive).
 */
export function toStoredWrite<M extends StoredMutation>(mutation: M): M {
  const { state } = mutation;
  return {
    ...mutation,
    state: {
      ...state,
      error: plainError(state.error),
      failureReason: null,
      isPaused: state.status === 'pending' ? true : state.isPaused,
    },
  };
}

/** The change as it was before it was stored, its error an AppError again. */
export function fromStoredWrite<M extends StoredMutation>(mutation: M): M {
  const error = mutation.state.error as StoredError | null;
  return {
    ...mutation,
    state: { ...mutation.state, error: error ? new AppError(error.code, error.message, error.fields) : null },
  };
}

/** Restored changes the cache already holds (the shell opened again in the same tab) are not added twice. */
export function isAlreadyQueued(queryClient: QueryClient, mutation: StoredMutation): boolean {
  const changeId = (mutation.state.variables as QueuedChange | undefined)?.changeId;
  return changeId !== undefined && findByChangeId(queryClient, changeId) !== undefined;
}

/** How many changes made on this device have not reached the server (waiting, or refused). */
export function countUnsentWrites(queryClient: QueryClient): number {
  return queryClient.getMutationCache().getAll().filter(isUnsentWrite).length;
}

/** Warns before an action that empties the queue: `doing` is "Signing out", "Switching team" … */
export const unsentWritesMessage = (count: number, doing: string) =>
  `${count} change${count === 1 ? '' : 's'} made on this device ${count === 1 ? 'has' : 'have'} not reached the server yet. ${doing} discards ${count === 1 ? 'it' : 'them'}.`;
