import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { accountAnswerFloorMs, registerAccountAnswerFloor, registerAuthRoutes } from './auth/auth.routes';
import { isSignedIn, requireSignedIn } from './auth/request-context';
import { apiDocumentOptions, documentSignedIn } from './platform/api-document';
import { registerAppliedChanges } from './platform/applied-changes';
import { registerCompression } from './platform/compression';
import { registerErrorHandler } from './platform/error-handler';
import { registerQueryCountHeader } from './platform/query-count-header';
import { registerSecurity } from './platform/security';
import { registerClosingConnections } from './platform/shutdown';
import { answerRouterError, maxUrlLength, registerUrlLimit } from './platform/url-limits';
import { registerWebApp } from './platform/web-app';
import { teamRoutePlugins } from './features';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { sharedProfileRoutes } from './features/public-profile/public-profile.routes';
import { calendarFileRoutes } from './features/calendar-feed/calendar-feed.routes';
import { unsubscribeRoutes } from './features/preferences/unsubscribe.routes';
import { publicDocumentRoutes } from './workflows/send-document.routes';
import { workflowRoutePlugins } from './workflows';

export const jsonBodyLimit = 1024 * 1024;
export const uploadLimit = 10 * 1024 * 1024;

/**
 * Zod's compilers as Fastify's compiler factories. Fastify types these for JSON-schema compilers
 * (Ajv's), whose schemas differ from Zod's in type only: it hands the route's schema through.
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface BuildAppOptions {
  logger?: boolean | { level: string };
  /** The least time a sign-up or reset request takes to answer (see auth.routes.ts). */
  accountAnswerFloorMs?: number;
  /**
   * Tests only: called once a change sent with an Idempotency-Key has committed, before its
   * answer is sent (a test stops the process there).
   */
  afterChangeCommitted?: (request: FastifyRequest) => void;
  /** Tests only: awaited first thing for every request (a test holds requests in flight there). */
  onRequest?: (request: FastifyRequest) => Promise<void>;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: jsonBodyLimit,
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: maxUrlLength },
    frameworkErrors: answerRouterError,
    // Zod validates requests and serializes answers (set below, where the types line up). Given a
    // factory here too, Fastify does not load its default compilers, Ajv and fast-json-stringify,
    // which it would never use: about 70 ms of a start.
    schemaController: { compilersFactory: zodCompilersFactory },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('teamContext', null);
  // First, so a request is counted as under way from its arrival (a stopping server waits for it).
  registerClosingConnections(app);
  const { onRequest } = options;
  if (onRequest) app.addHook('onRequest', (request) => onRequest(request));

  registerErrorHandler(app);
  await registerCompression(app);
  registerUrlLimit(app);
  registerQueryCountHeader(app, deps.config.dbQueryCount, deps.config.dbStatementLog);
  await registerSecurity(app, {
    trustedOrigins: deps.config.trustedOrigins,
    apiRateLimitMax: deps.config.apiRateLimitMax,
    redis: deps.redis,
  });
  await app.register(multipart, { limits: { fileSize: uploadLimit, files: 1, fields: 20 } });

  await app.register(swagger, apiDocumentOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  registerAccountAnswerFloor(app, options.accountAnswerFloorMs ?? accountAnswerFloorMs);
  registerAuthRoutes(app, deps.auth, deps.sessions);
  await app.register(passwordResetRoutes, deps);
  await app.register(sharedProfileRoutes, deps);
  await app.register(calendarFileRoutes, deps);
  await app.register(unsubscribeRoutes, deps);
  await app.register(publicDocumentRoutes, deps);

  await app.register(async (scope) => {
    requireSignedIn(scope, deps.auth, deps.db, deps.sessions);
    documentSignedIn(scope);
    registerAppliedChanges(scope, { afterCommit: options.afterChangeCommitted });
    for (const plugin of [...teamRoutePlugins, ...workflowRoutePlugins]) await scope.register(plugin, deps);
  });

  await registerWebApp(app, deps.config.webDistDir, {
    isSignedIn: (request) => isSignedIn(deps.auth, deps.db, deps.sessions, request),
  });
  return app;
}
