import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePlanSchema,
  subscriptionSchema,
  upgradeSubscriptionSchema,
} from '@shared/subscription/subscription.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import { changePlan, getSubscription, upgradeSubscription } from './subscription.service';

export const subscriptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Every member reads the plan; only a team manager changes it.
  const managersOnly = requirePermission('manage_plan');

  app.get(
    '/api/subscription',
    {
      schema: {
        operationId: 'getSubscription',
        summary: "Get the team's plan",
        tags: ['subscription'],
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => getSubscription(contextOf(request)),
  );

  app.put(
    '/api/subscription',
    {
      onRequest: managersOnly,
      schema: {
        operationId: 'changePlan',
        summary: "Change the team's plan",
        tags: ['subscription'],
        description: 'Moves the team to a plan at once (beta: no payment), Free included. Team managers only.',
        body: changePlanSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => changePlan(contextOf(request), request.body),
  );

  app.post(
    '/api/subscription/upgrade',
    {
      onRequest: managersOnly,
      schema: {
        operationId: 'upgradeSubscription',
        summary: 'Upgrade the team to a paid plan',
        tags: ['subscription'],
        description: 'Moves the team to a paid plan at once (beta: no payment). Team managers only.',
        body: upgradeSubscriptionSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => upgradeSubscription(contextOf(request), request.body),
  );
};
