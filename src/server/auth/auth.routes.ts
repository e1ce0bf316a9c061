import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { codeForStatus } from '@shared/lib/app-error';
import { type Auth, clientIpHeader } from './auth';

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

/** better-auth answers everything under /api/auth/*. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
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
