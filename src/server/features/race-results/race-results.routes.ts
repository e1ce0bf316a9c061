import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams } from '@shared/event-cars/event-cars.contract';
import { raceResultInputSchema, raceResultParams, raceResultSchema } from '@shared/race-results/race-results.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changeRaceResult, createRaceResult, listRaceResults, removeRaceResult } from './race-results.service';

export const raceResultsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['race-results'];

  app.get(
    '/api/events/:eventId/results',
    {
      schema: {
        operationId: 'listRaceResults',
        summary: "List an event's results",
        tags,
        params: eventParams,
        response: { 200: z.array(raceResultSchema) },
      },
    },
    async (request) => listRaceResults(contextOf(request), request.params.eventId),
  );

  app.post(
    '/api/events/:eventId/results',
    {
      schema: {
        operationId: 'createRaceResult',
        summary: 'Add a result to an event',
        tags,
        params: eventParams,
        body: raceResultInputSchema,
        response: { 201: raceResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRaceResult(contextOf(request), request.params.eventId, request.body)),
  );

  app.put(
    '/api/events/:eventId/results/:id',
    {
      schema: {
        operationId: 'updateRaceResult',
        summary: 'Change a result',
        tags,
        params: raceResultParams,
        body: raceResultInputSchema,
        response: { 200: raceResultSchema },
      },
    },
    async (request) => changeRaceResult(contextOf(request), request.params.eventId, request.params.id, request.body),
  );

  app.delete(
    '/api/events/:eventId/results/:id',
    {
      schema: {
        operationId: 'deleteRaceResult',
        summary: 'Delete a result',
        tags,
        params: raceResultParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeRaceResult(contextOf(request), request.params.eventId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
