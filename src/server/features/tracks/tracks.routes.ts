import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archivedQuerySchema } from '@shared/lib/removal.contract';
import { idParams } from '@shared/lib/schema-helpers';
import {
  trackInputSchema,
  trackOptionSchema,
  trackOptionsQuerySchema,
  trackSchema,
} from '@shared/tracks/tracks.contract';
import type { AppDeps } from '../../app-deps';
import { pickerOptionsRouteSchema } from '../../platform/picker-options';
import { contextOf } from '../../auth/request-context';
import { changeTrack, createTrack, getTrack, getTrackOptions, getTracks } from './tracks.service';

export const tracksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/tracks',
    {
      schema: {
        operationId: 'listTracks',
        summary: 'List tracks',
        tags: ['tracks'],
        description: 'The active tracks by name, or with ?archived=true the archived ones.',
        querystring: archivedQuerySchema,
        response: { 200: z.array(trackSchema) },
      },
    },
    async (request) => getTracks(contextOf(request), request.query),
  );

  app.get(
    '/api/tracks/options',
    {
      schema: {
        operationId: 'listTrackOptions',
        summary: 'List tracks for a picker',
        ...pickerOptionsRouteSchema('tracks', trackOptionsQuerySchema, trackOptionSchema),
      },
    },
    async (request) => getTrackOptions(contextOf(request), request.query),
  );

  app.post(
    '/api/tracks',
    {
      schema: {
        operationId: 'createTrack',
        summary: 'Add a track',
        tags: ['tracks'],
        body: trackInputSchema,
        response: { 201: trackSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTrack(contextOf(request), request.body)),
  );

  app.get(
    '/api/tracks/:id',
    {
      schema: {
        operationId: 'getTrack',
        summary: 'Get a track',
        tags: ['tracks'],
        params: idParams,
        response: { 200: trackSchema },
      },
    },
    async (request) => getTrack(contextOf(request), request.params.id),
  );

  app.put(
    '/api/tracks/:id',
    {
      schema: {
        operationId: 'updateTrack',
        summary: 'Change a track',
        tags: ['tracks'],
        params: idParams,
        body: trackInputSchema,
        response: { 200: trackSchema },
      },
    },
    async (request) => changeTrack(contextOf(request), request.params.id, request.body),
  );
};
