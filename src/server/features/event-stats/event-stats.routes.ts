import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

export const eventStatsRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
