import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carTrackSetupSchema,
  saveTrackSetupSchema,
  trackSetupParams,
} from '@shared/car-track-setups/car-track-setups.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { listTrackSetups, removeTrackSetup, saveTrackSetup } from './car-track-setups.service';

const tags = ['car-track-setups'];
const carParams = z.object({ carId: z.uuid() });

export const carTrackSetupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/cars/:carId/track-setups',
    {
      schema: {
        operationId: 'listCarTrackSetups',
        summary: "List a car's track setups",
        tags,
        params: carParams,
        response: { 200: z.array(carTrackSetupSchema) },
      },
    },
    async (request) => listTrackSetups(contextOf(request), request.params.carId),
  );

  /** Saves the car's notes for a track: updates the existing note, otherwise adds one. */
  app.put(
    '/api/cars/:carId/track-setups',
    {
      schema: {
        operationId: 'saveCarTrackSetup',
        summary: "Save a car's setup for a track",
        tags,
        params: carParams,
        body: saveTrackSetupSchema,
        response: { 200: carTrackSetupSchema },
      },
    },
    async (request) => saveTrackSetup(contextOf(request), request.params.carId, request.body),
  );

  app.delete(
    '/api/cars/:carId/track-setups/:setupId',
    {
      schema: {
        operationId: 'deleteCarTrackSetup',
        summary: "Delete a car's track setup",
        tags,
        params: trackSetupParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeTrackSetup(contextOf(request), request.params.carId, request.params.setupId);
      return reply.status(204).send(null);
    },
  );
};
