import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meterReadingsPageSchema, meterReadingsQuerySchema } from '@shared/meter-readings/meter-readings.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { listMeterReadings } from './meter-readings.service';

export const meterReadingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/cars/:id/meter-readings',
    {
      schema: {
        operationId: 'listCarMeterReadings',
        summary: "List a car's meter readings",
        description:
          "A page of the car's meter log, newest first: sessions' time, readings typed by hand and imported. The car's hours and miles are the latest reading.",
        tags: ['meter-readings'],
        params: idParams,
        querystring: meterReadingsQuerySchema,
        response: { 200: meterReadingsPageSchema },
      },
    },
    async (request) => listMeterReadings(contextOf(request), request.params.id, request.query),
  );
};
