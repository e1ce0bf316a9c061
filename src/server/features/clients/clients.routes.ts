import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

export const clientsRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
