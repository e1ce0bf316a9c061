import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import { trackInputSchema, trackSchema } from '@shared/tracks/tracks.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changeTrack, createTrack, getTrack, getTracks, removeTrack } from './tracks.service';

export const tracksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get('/api/tracks', { schema: { tags: ['tracks'], response: { 200: z.array(trackSchema) } } }, async (request) =>
    getTracks(contextOf(request)),
  );

  app.post(
    '/api/tracks',
    { schema: { tags: ['tracks'], body: trackInputSchema, response: { 201: trackSchema } } },
    async (request, reply) => reply.status(201).send(await createTrack(contextOf(request), request.body)),
  );

  app.get(
    '/api/tracks/:id',
    { schema: { tags: ['tracks'], params: idParams, response: { 200: trackSchema } } },
    async (request) => getTrack(contextOf(request), request.params.id),
  );

  app.put(
    '/api/tracks/:id',
    { schema: { tags: ['tracks'], params: idParams, body: trackInputSchema, response: { 200: trackSchema } } },
    async (request) => changeTrack(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tracks/:id',
    { schema: { tags: ['tracks'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeTrack(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
