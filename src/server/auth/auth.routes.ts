import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { codeForStatus } from '@shared/lib/app-error';
import { type Auth, clientIpHeader } from './auth';
import type { SessionCache } from './session-cache';

/**
 * better-auth's own error body `{ code, message }` is kept for its browser client, and the
 * product's `{ error: { code, message } }` shape is added beside it.
 */
function withErrorShape(status: number, text: string): string {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text === '' ? {} : JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    body = {};
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : 'Request failed';
  return JSON.stringify({ ...body, error: { code: codeForStatus(status), message } });
}

/**
 * Sign-up, reset and e-mail change requests answer alike for a registered address and a new one,
 * but the work behind them differs (a new account costs a few more writes than the mail to a
 * registered address's owner, which goes out after the reply). Their answers are held to this
 * floor, so their timing tells nothing.
 */
export const accountAnswerFloorMs = 750;
const evenlyTimedPaths = new Set(['/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/me/email']);

/** Holds every answer to a request naming an address (`evenlyTimedPaths`) to `floorMs` at least. */
export function registerAccountAnswerFloor(app: FastifyInstance, floorMs: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!evenlyTimedPaths.has(request.url.split('?')[0] ?? '')) return payload;
    const wait = floorMs - reply.elapsedTime;
    if (wait > 0) await delay(wait);
    return payload;
  });
}

/** better-auth answers everything under /api/auth/*. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, sessions: SessionCache): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const headers = fromNodeHeaders(request.headers);
      headers.set(clientIpHeader, request.ip);
      headers.delete('content-length');
      headers.delete('transfer-encoding');
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      // Signing out, confirming a new address, revoking sessions...: anything but reading the
      // session may change who a cookie is, so resolved sessions are read afresh.
      if (url.pathname !== '/api/auth/get-session') sessions.clear();
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) return reply.send(withErrorShape(response.status, text));
      return reply.send(text === '' ? null : text);
    },
  });
}
