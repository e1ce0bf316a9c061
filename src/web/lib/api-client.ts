import { AppError, codeForStatus, isErrorBody } from '@shared/lib/app-error';
import { knownOffline, NeedsConnectionError } from './needs-connection';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const unreachable = () => new AppError('internal', 'Cannot reach the server. Check your connection and try again.');

async function toError(response: Response): Promise<AppError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (isErrorBody(body)) return new AppError(body.error.code, body.error.message, body.error.fields);
  return new AppError(codeForStatus(response.status), `Request failed (${response.status})`);
}

/**
 * Calls the Pitboard API; error bodies come back as AppError with the server's message. A change
 * (any method but GET) made while the browser is offline fails at once with NeedsConnectionError.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const isChange = method !== 'GET';
  if (isChange && knownOffline()) throw new NeedsConnectionError();
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: {
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (isChange && knownOffline()) throw new NeedsConnectionError();
    throw unreachable();
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A file from the API (a GET answered with a body to save, not JSON): the response, to be read as
 * it streams; an error answer comes back as AppError with the server's message.
 */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw unreachable();
  }
  if (!response.ok) throw await toError(response);
  return response;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T = void>(path: string) => apiRequest<T>('DELETE', path),
};

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AppError && error.message) return error.message;
  return fallback;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof AppError && error.fields ? error.fields : {};
}
