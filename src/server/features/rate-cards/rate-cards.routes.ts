import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import {
  clientRateCardInputSchema,
  clientRateCardSchema,
  defaultRateCardResponseSchema,
  priceListResponseSchema,
  rateCardInputSchema,
  rateCardSchema,
} from '@shared/rate-cards/rate-cards.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  createRateCard,
  deleteRateCard,
  ensureDefaultRateCard,
  getClientRateCard,
  getDefaultRateCardResponse,
  getPriceList,
  getRateCard,
  listRateCards,
  setClientRateCard,
  setDefaultRateCard,
  updateRateCard,
} from './rate-cards.service';

const tags = ['rate-cards'];

/** Rate cards and the price list are billing: managers and administrators only. */
const billingOnly = requirePermission('manage_billing');

export const rateCardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/rate-cards',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'listRateCards',
        summary: 'List rate cards',
        tags,
        description: "The team's rate cards, the default first, then newest first.",
        response: { 200: z.array(rateCardSchema) },
      },
    },
    async (request) => listRateCards(contextOf(request)),
  );

  // The work-order builder's Quick Add prices from the default card: every member may read it.
  app.get(
    '/api/rate-cards/default',
    {
      schema: {
        operationId: 'getDefaultRateCard',
        summary: 'Get the default rate card',
        tags,
        description: "The team's default card, or null (the builder's 'No Rate Card Found'). Never creates one.",
        response: { 200: defaultRateCardResponseSchema },
      },
    },
    async (request) => getDefaultRateCardResponse(contextOf(request)),
  );

  app.post(
    '/api/rate-cards/default',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'createDefaultRateCard',
        summary: 'Create the default rate card if there is none',
        tags,
        description:
          "Creates the spec's default card when the team has no default (201), else answers the default (200).",
        response: { 200: defaultRateCardResponseSchema, 201: defaultRateCardResponseSchema },
      },
    },
    async (request, reply) => {
      const { rateCard, created } = await ensureDefaultRateCard(contextOf(request));
      return reply.status(created ? 201 : 200).send({ rateCard });
    },
  );

  app.post(
    '/api/rate-cards',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'createRateCard',
        summary: 'Add a rate card',
        tags,
        body: rateCardInputSchema,
        response: { 201: rateCardSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createRateCard(contextOf(request), request.body)),
  );

  app.get(
    '/api/rate-cards/:id',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'getRateCard',
        summary: 'Get a rate card',
        tags,
        params: idParams,
        response: { 200: rateCardSchema },
      },
    },
    async (request) => getRateCard(contextOf(request), request.params.id),
  );

  app.put(
    '/api/rate-cards/:id',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'updateRateCard',
        summary: 'Change a rate card',
        tags,
        params: idParams,
        body: rateCardInputSchema,
        response: { 200: rateCardSchema },
      },
    },
    async (request) => updateRateCard(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/rate-cards/:id/default',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'setDefaultRateCard',
        summary: 'Make a rate card the default',
        tags,
        description: 'Makes this card the default and clears the flag on the others, in one transaction.',
        params: idParams,
        response: { 200: rateCardSchema },
      },
    },
    async (request) => setDefaultRateCard(contextOf(request), request.params.id),
  );

  app.delete(
    '/api/rate-cards/:id',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'deleteRateCard',
        summary: 'Delete a rate card',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteRateCard(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/billing/price-list',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'getPriceList',
        summary: 'Get the quick billing price list',
        tags: ['billing'],
        description:
          "The Quick Billing Panel's four tabs priced from the team's default rate card; rateCard null and no sections when there is none.",
        response: { 200: priceListResponseSchema },
      },
    },
    async (request) => getPriceList(contextOf(request)),
  );

  // The builder prices a client's work order from this card: every member may read it.
  app.get(
    '/api/clients/:id/rate-card',
    {
      schema: {
        operationId: 'getClientRateCard',
        summary: "Get a client's rate card",
        tags: [...tags, 'clients'],
        description: "The card the client's work orders are priced from: their own, else the team's default.",
        params: idParams,
        response: { 200: clientRateCardSchema },
      },
    },
    async (request) => getClientRateCard(contextOf(request), request.params.id),
  );

  app.put(
    '/api/clients/:id/rate-card',
    {
      onRequest: billingOnly,
      schema: {
        operationId: 'setClientRateCard',
        summary: "Set a client's rate card",
        tags: [...tags, 'clients'],
        description: "One of the team's cards, or null to price the client from the default card.",
        params: idParams,
        body: clientRateCardInputSchema,
        response: { 200: clientRateCardSchema },
      },
    },
    async (request) => setClientRateCard(contextOf(request), request.params.id, request.body.rateCardId),
  );
};
