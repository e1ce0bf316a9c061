import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePlanSchema,
  subscriptionSchema,
  upgradeSubscriptionSchema,
} from '@shared/subscription/subscription.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changePlan, getSubscription, upgradeSubscription } from './subscription.service';

export const subscriptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
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
      schema: {
        operationId: 'changePlan',
        summary: "Change the team's plan",
        tags: ['subscription'],
        description: 'Moves the team to a plan at once (beta: no payment), Free included.',
        body: changePlanSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => changePlan(contextOf(request), request.body),
  );

  app.post(
    '/api/subscription/upgrade',
    {
      schema: {
        operationId: 'upgradeSubscription',
        summary: 'Upgrade the team to a paid plan',
        tags: ['subscription'],
        body: upgradeSubscriptionSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => upgradeSubscription(contextOf(request), request.body),
  );
};
