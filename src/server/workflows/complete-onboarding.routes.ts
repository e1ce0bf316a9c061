import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeOnboardingSchema } from '@shared/onboarding/onboarding.contract';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { completeOnboarding } from './complete-onboarding';

export const completeOnboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { sessions }) => {
  app.post(
    '/api/onboarding',
    {
      schema: {
        operationId: 'completeOnboarding',
        summary: 'Answer the onboarding questions',
        tags: ['onboarding'],
        body: completeOnboardingSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await completeOnboarding(ctx, request.body);
      // The account's name changed: the next request reads it afresh.
      sessions.forgetUser(ctx.userId);
      return reply.status(204).send(null);
    },
  );
};
