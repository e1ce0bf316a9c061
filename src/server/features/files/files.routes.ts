import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@shared/lib/app-error';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';

/** Serves a stored file to members of the team that owns it; everyone else gets 404. */
export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  app.get(
    '/api/files/*',
    {
      schema: {
        operationId: 'getFile',
        summary: 'Get a stored image',
        tags: ['files'],
        params: z.object({ '*': z.string() }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const key = request.params['*'];
      if (!key.startsWith(`${ctx.teamId}/`)) throw AppError.notFound('File');
      const file = await storage.get(key);
      if (!file) throw AppError.notFound('File');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
