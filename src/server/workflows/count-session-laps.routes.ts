import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@shared/lib/schema-helpers';
import {
  createLapSchema,
  importLapsResultSchema,
  importLapsSchema,
  sessionLapSchema,
} from '@shared/session-laps/session-laps.contract';
import type { AppDeps } from '../app-deps';
import { contextOf, requirePermission } from '../auth/request-context';
import { addSessionLap, importSessionLaps, removeSessionLap } from './count-session-laps';

/** A lap file may be a logger's whole session export (RaceChrono's CSV v3 holds every sample). */
const importBodyLimit = 12 * 1024 * 1024;

export const countSessionLapsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['session-laps'];
  // Laps are recorded by whoever records the session checks (the post-session check records its best lap).
  const recorders = requirePermission('perform_inspections');

  app.post(
    '/api/event-sessions/:id/laps',
    {
      onRequest: recorders,
      schema: {
        operationId: 'createSessionLap',
        summary: 'Add a lap to a session',
        description:
          'Without a lap number the lap is numbered after the highest; a number already recorded answers 409.',
        tags,
        params: idParams,
        body: createLapSchema,
        response: { 201: sessionLapSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSessionLap(contextOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/event-sessions/:id/laps/import',
    {
      onRequest: recorders,
      bodyLimit: importBodyLimit,
      schema: {
        operationId: 'importSessionLaps',
        summary: "Import a session's laps from a lap file",
        description:
          "Reads a plain CSV (lap number, lap time) or RaceChrono's CSV v3 export. Good rows are imported and each refused row is named with its reason. A session that already has laps answers 409 unless replace is true.",
        tags,
        params: idParams,
        body: importLapsSchema,
        response: { 201: importLapsResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await importSessionLaps(contextOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/session-laps/:id',
    {
      onRequest: recorders,
      schema: {
        operationId: 'deleteSessionLap',
        summary: 'Remove a lap',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeSessionLap(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
