import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carDetailSchema,
  carEventsPageSchema,
  carHistoryQuerySchema,
  carInputSchema,
  carListQuerySchema,
  carListSchema,
  carOptionSchema,
  carOptionsQuerySchema,
  carRepairsPageSchema,
  carSchema,
} from '@shared/cars/cars.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { pickerOptionsRouteSchema } from '../../platform/picker-options';
import { contextOf } from '../../auth/request-context';
import { readUploadedFile } from '../../platform/images';
import {
  createCar,
  getCarDetail,
  getCarEventsPage,
  getCarOptions,
  getCarRepairsPage,
  listCars,
  removeCarImage,
  setCarImage,
  updateCar,
} from './cars.service';

const tags = ['cars'];

export const carsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  app.get(
    '/api/cars',
    { schema: { tags, querystring: carListQuerySchema, response: { 200: carListSchema } } },
    async (request) => listCars(contextOf(request), request.query),
  );

  app.get(
    '/api/cars/options',
    { schema: pickerOptionsRouteSchema('cars', carOptionsQuerySchema, carOptionSchema) },
    async (request) => getCarOptions(contextOf(request), request.query),
  );

  app.post(
    '/api/cars',
    { schema: { tags, body: carInputSchema, response: { 201: carSchema } } },
    async (request, reply) => reply.status(201).send(await createCar(contextOf(request), request.body)),
  );

  app.get(
    '/api/cars/:id',
    { schema: { tags, params: idParams, response: { 200: carDetailSchema } } },
    async (request) => getCarDetail(contextOf(request), request.params.id),
  );

  app.get(
    '/api/cars/:id/events',
    {
      schema: {
        tags,
        description: "A page of the car's events, newest first; the car's detail holds the first page.",
        params: idParams,
        querystring: carHistoryQuerySchema,
        response: { 200: carEventsPageSchema },
      },
    },
    async (request) => getCarEventsPage(contextOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/cars/:id/repairs',
    {
      schema: {
        tags,
        description:
          "A page of the car's repairs, newest scheduled first (unscheduled ones first of all); the car's detail holds the first page.",
        params: idParams,
        querystring: carHistoryQuerySchema,
        response: { 200: carRepairsPageSchema },
      },
    },
    async (request) => getCarRepairsPage(contextOf(request), request.params.id, request.query),
  );

  app.put(
    '/api/cars/:id',
    { schema: { tags, params: idParams, body: carInputSchema, response: { 200: carSchema } } },
    async (request) => updateCar(contextOf(request), request.params.id, request.body),
  );

  /** multipart/form-data with one file: PNG, JPG, GIF or WebP, at most 10 MB. */
  app.put(
    '/api/cars/:id/image',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: carSchema } } },
    async (request) => {
      const ctx = contextOf(request);
      const data = await readUploadedFile(request);
      return setCarImage(storage, ctx, request.params.id, data);
    },
  );

  app.delete(
    '/api/cars/:id/image',
    { schema: { tags, params: idParams, response: { 200: carSchema } } },
    async (request) => removeCarImage(storage, contextOf(request), request.params.id),
  );
};
