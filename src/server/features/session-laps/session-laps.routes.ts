import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import {
  lapSheetSchema,
  personalBestsLimit,
  personalBestsSchema,
  sessionLapSchema,
  updateLapSchema,
} from '@shared/session-laps/session-laps.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import { changeLap, getLapSheet, getPersonalBests } from './session-laps.service';

export const sessionLapsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['session-laps'];
  // Laps are recorded by whoever records the session checks (the post-session check records its best lap).
  const recorders = requirePermission('perform_inspections');

  app.get(
    '/api/event-sessions/:id/laps',
    {
      schema: {
        operationId: 'getSessionLaps',
        summary: "List a session's laps with its figures",
        description:
          'The laps by number, the best, average and consistency (standard deviation) of the flying laps, and the personal bests of the driver and car at the track.',
        tags,
        params: idParams,
        response: { 200: lapSheetSchema },
      },
    },
    async (request) => getLapSheet(contextOf(request), request.params.id),
  );

  app.patch(
    '/api/session-laps/:id',
    {
      onRequest: recorders,
      schema: {
        operationId: 'updateSessionLap',
        summary: "Change a lap's time or its out and in lap flags",
        tags,
        params: idParams,
        body: updateLapSchema,
        response: { 200: sessionLapSchema },
      },
    },
    async (request) => changeLap(contextOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/tracks/:id/personal-bests',
    {
      schema: {
        operationId: 'listTrackPersonalBests',
        summary: "Each driver's and each car's best lap at a track",
        description: `The ${personalBestsLimit} fastest drivers and cars at the track, each by its best flying lap (a tie goes to the earlier event), fastest first; drivers and cars as fast, by name.`,
        tags,
        params: idParams,
        response: { 200: personalBestsSchema },
      },
    },
    async (request) => getPersonalBests(contextOf(request), request.params.id),
  );
};
