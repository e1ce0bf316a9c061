import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '@shared/auth/auth.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { isOnboarded } from '../onboarding/onboarding.service';

export const meRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get('/api/me', { schema: { tags: ['account'], response: { 200: meSchema } } }, async (request) => {
    const ctx = contextOf(request);
    return {
      user: { id: ctx.userId, email: ctx.email, name: ctx.userName },
      team: { id: ctx.teamId, name: ctx.teamName },
      role: ctx.role,
      onboarded: await isOnboarded(ctx),
    };
  });
};
