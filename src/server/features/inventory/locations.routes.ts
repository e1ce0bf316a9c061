import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import { locationInputSchema, locationSchema } from '@shared/inventory/locations.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  setDefaultLocation,
  updateLocation,
} from './locations.service';

const tags = ['inventory'];

export const inventoryLocationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/inventory/locations',
    {
      schema: {
        operationId: 'listInventoryLocations',
        summary: 'List stock locations',
        tags,
        description: "The team's active locations with their active item counts: the default first, then by name.",
        response: { 200: z.array(locationSchema) },
      },
    },
    async (request) => listLocations(contextOf(request)),
  );

  app.post(
    '/api/inventory/locations',
    {
      schema: {
        operationId: 'createInventoryLocation',
        summary: 'Add a stock location',
        tags,
        description: "Creates a location; flagged default (or the team's first) it becomes the only default.",
        body: locationInputSchema,
        response: { 201: locationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createLocation(contextOf(request), request.body)),
  );

  app.get(
    '/api/inventory/locations/:id',
    {
      schema: {
        operationId: 'getInventoryLocation',
        summary: 'Get a stock location',
        tags,
        params: idParams,
        response: { 200: locationSchema },
      },
    },
    async (request) => getLocation(contextOf(request), request.params.id),
  );

  app.put(
    '/api/inventory/locations/:id',
    {
      schema: {
        operationId: 'updateInventoryLocation',
        summary: 'Change a stock location',
        tags,
        description: 'Saves a location; flagged default it clears the others. The default stays the default.',
        params: idParams,
        body: locationInputSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => updateLocation(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/inventory/locations/:id/default',
    {
      schema: {
        operationId: 'setDefaultInventoryLocation',
        summary: 'Make a stock location the default',
        tags,
        description: 'Makes this location the default and clears the flag on the others, in one transaction.',
        params: idParams,
        response: { 200: locationSchema },
      },
    },
    async (request) => setDefaultLocation(contextOf(request), request.params.id),
  );

  app.delete(
    '/api/inventory/locations/:id',
    {
      schema: {
        operationId: 'deleteInventoryLocation',
        summary: 'Delete an empty stock location',
        tags,
        description:
          'Soft deletes an empty location (409 while it holds active items). Deleting the default makes the first other location by name the default.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteLocation(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
