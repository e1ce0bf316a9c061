import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '@shared/lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Browsers keep to https for a year once they have seen this over https. */
const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * Security headers with a content security policy, a general API rate limit (counted in Redis
 * when given, so every server shares it; per process otherwise), and a check that
 * state-changing API calls come from one of our own origins (cookies are SameSite=Lax, this
 * closes the rest of the cross-site door).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { trustedOrigins: string[]; apiRateLimitMax: number; redis?: Redis | undefined },
): Promise<void> {
  const trusted = new Set(options.trustedOrigins);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Track images are links to pictures elsewhere on the web.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, only over https: a browser ignores it over plain http (RFC 6797), where it
    // only tells scanners and clients something the server does not do.
    strictTransportSecurity: false,
  });
  // The protocol is the connection's own, or X-Forwarded-Proto behind TRUST_PROXY.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
  });

  await app.register(rateLimit, {
    global: true,
    max: options.apiRateLimitMax,
    timeWindow: '1 minute',
    ...(options.redis
      ? {
          redis: options.redis,
          nameSpace: 'pitboard-api-rate-limit-',
          // Redis unreachable: serve without the limit rather than fail every request.
          skipOnError: true,
        }
      : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    // A client that already hung up has no address left; count it under one key.
    keyGenerator: (request) => request.ip ?? 'unknown',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...new AppError('rate_limited', `Too many requests. Try again in ${context.after}.`).toBody(),
    }),
  });

  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !trusted.has(origin)) {
      throw new AppError('forbidden', 'Cross-site request refused');
    }
  });
}
