import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carInputSchema, carSchema } from '@shared/cars/cars.contract';
import { createMeterReadingSchema, meterReadingSchema } from '@shared/meter-readings/meter-readings.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { addCar, changeCar, recordCarReading } from './record-meter-reading';

/** The car form and the meter readings' form: both record what the car's meters read. */
export const recordMeterReadingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/cars',
    {
      schema: {
        operationId: 'createCar',
        summary: 'Add a car',
        description: "The car's hours and miles are the first reading of its meter log.",
        tags: ['cars'],
        body: carInputSchema,
        response: { 201: carSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addCar(contextOf(request), request.body)),
  );

  app.put(
    '/api/cars/:id',
    {
      schema: {
        operationId: 'updateCar',
        summary: 'Change a car',
        description:
          'Hours or miles changed here are recorded as a meter reading, refused when lower than the latest one (a correction is recorded from the meter readings).',
        tags: ['cars'],
        params: idParams,
        body: carInputSchema,
        response: { 200: carSchema },
      },
    },
    async (request) => changeCar(contextOf(request), request.params.id, request.body),
  );

  // Any member who may change the car may record its reading, as with the car form.
  app.post(
    '/api/cars/:id/meter-readings',
    {
      schema: {
        operationId: 'createCarMeterReading',
        summary: 'Record a meter reading of a car',
        description:
          "What the car's hours and distance (miles) read now. A reading lower than the latest one is refused unless it is marked as a correction. The car's hours and miles become the reading.",
        tags: ['meter-readings'],
        params: idParams,
        body: createMeterReadingSchema,
        response: { 201: meterReadingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordCarReading(contextOf(request), request.params.id, request.body)),
  );
};
