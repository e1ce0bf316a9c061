import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carDetailSchema,
  carEventsPageSchema,
  carHistoryQuerySchema,
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
import { notAppliedOnce } from '../../platform/applied-changes';
import {
  getCarDetail,
  getCarEventsPage,
  getCarOptions,
  getCarRepairsPage,
  listCars,
  removeCarImage,
  setCarImage,
} from './cars.service';

const tags = ['cars'];

export const carsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  app.get(
    '/api/cars',
    {
      schema: {
        operationId: 'listCars',
        summary: 'List cars',
        tags,
        querystring: carListQuerySchema,
        response: { 200: carListSchema },
      },
    },
    async (request) => listCars(contextOf(request), request.query),
  );

  app.get(
    '/api/cars/options',
    {
      schema: {
        operationId: 'listCarOptions',
        summary: 'List cars for a picker',
        ...pickerOptionsRouteSchema('cars', carOptionsQuerySchema, carOptionSchema),
      },
    },
    async (request) => getCarOptions(contextOf(request), request.query),
  );

  app.get(
    '/api/cars/:id',
    {
      schema: {
        operationId: 'getCar',
        summary: 'Get a car with its details',
        tags,
        params: idParams,
        response: { 200: carDetailSchema },
      },
    },
    async (request) => getCarDetail(contextOf(request), request.params.id),
  );

  app.get(
    '/api/cars/:id/events',
    {
      schema: {
        operationId: 'listCarEvents',
        summary: "List a car's events",
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
        operationId: 'listCarRepairs',
        summary: "List a car's repairs",
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

  /** multipart/form-data with one file: PNG, JPG, GIF or WebP, at most 10 MB. */
  app.put(
    '/api/cars/:id/image',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'uploadCarImage',
        summary: "Upload a car's image",
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: carSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const data = await readUploadedFile(request);
      return setCarImage(storage, ctx, request.params.id, data);
    },
  );

  app.delete(
    '/api/cars/:id/image',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'deleteCarImage',
        summary: "Remove a car's image",
        tags,
        params: idParams,
        response: { 200: carSchema },
      },
    },
    async (request) => removeCarImage(storage, contextOf(request), request.params.id),
  );
};
