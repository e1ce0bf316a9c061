import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carServiceItemParams,
  componentServiceItemListParams,
  componentServiceItemParams,
  serviceItemDetailSchema,
  serviceItemInputSchema,
  serviceItemListSchema,
  serviceItemParams,
} from '@shared/service-items/service-items.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import {
  createServiceItem,
  deleteServiceItem,
  getServiceItem,
  listServiceItems,
  resetServiceItem,
  updateServiceItem,
} from './service-items.service';

const tags = ['service-items'];

export const serviceItemsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/cars/:carId/service-items',
    {
      schema: {
        operationId: 'listServiceItems',
        summary: "List a car's service items",
        tags,
        params: carServiceItemParams,
        response: { 200: serviceItemListSchema },
      },
    },
    async (request) => listServiceItems(contextOf(request), request.params.carId),
  );

  app.post(
    '/api/cars/:carId/service-items',
    {
      schema: {
        operationId: 'createServiceItem',
        summary: 'Add a service item to a car',
        tags,
        params: carServiceItemParams,
        body: serviceItemInputSchema,
        response: { 201: serviceItemDetailSchema },
      },
    },
    async (request, reply) => {
      const item = await createServiceItem(contextOf(request), request.params.carId, request.body);
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/cars/:carId/service-items/:itemId',
    {
      schema: {
        operationId: 'getServiceItem',
        summary: 'Get a service item with its history',
        tags,
        params: serviceItemParams,
        response: { 200: serviceItemDetailSchema },
      },
    },
    async (request) => getServiceItem(contextOf(request), request.params.carId, request.params.itemId),
  );

  app.put(
    '/api/cars/:carId/service-items/:itemId',
    {
      schema: {
        operationId: 'updateServiceItem',
        summary: 'Change a service item',
        tags,
        params: serviceItemParams,
        body: serviceItemInputSchema,
        response: { 200: serviceItemDetailSchema },
      },
    },
    async (request) => updateServiceItem(contextOf(request), request.params.carId, request.params.itemId, request.body),
  );

  app.post(
    '/api/cars/:carId/service-items/:itemId/reset',
    {
      schema: {
        operationId: 'resetServiceItem',
        summary: 'Record a service of an item',
        tags,
        params: serviceItemParams,
        response: { 200: serviceItemDetailSchema },
      },
    },
    async (request) => resetServiceItem(contextOf(request), request.params.carId, request.params.itemId),
  );

  app.delete(
    '/api/cars/:carId/service-items/:itemId',
    {
      schema: {
        operationId: 'deleteServiceItem',
        summary: 'Delete a service item',
        tags,
        params: serviceItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteServiceItem(contextOf(request), request.params.carId, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  // A tracked component's service items: the same rules, counted against the component's own
  // hours and distance (the list's `car` is the component).
  const componentTags = ['service-items', 'components'];

  app.get(
    '/api/components/:componentId/service-items',
    {
      schema: {
        operationId: 'listComponentServiceItems',
        summary: "List a component's service items",
        tags: componentTags,
        params: componentServiceItemListParams,
        response: { 200: serviceItemListSchema },
      },
    },
    async (request) => listServiceItems(contextOf(request), { componentId: request.params.componentId }),
  );

  app.post(
    '/api/components/:componentId/service-items',
    {
      schema: {
        operationId: 'createComponentServiceItem',
        summary: 'Add a service item to a component',
        tags: componentTags,
        params: componentServiceItemListParams,
        body: serviceItemInputSchema,
        response: { 201: serviceItemDetailSchema },
      },
    },
    async (request, reply) => {
      const owner = { componentId: request.params.componentId };
      return reply.status(201).send(await createServiceItem(contextOf(request), owner, request.body));
    },
  );

  app.get(
    '/api/components/:componentId/service-items/:itemId',
    {
      schema: {
        operationId: 'getComponentServiceItem',
        summary: "Get a component's service item with its history",
        tags: componentTags,
        params: componentServiceItemParams,
        response: { 200: serviceItemDetailSchema },
      },
    },
    async (request) =>
      getServiceItem(contextOf(request), { componentId: request.params.componentId }, request.params.itemId),
  );

  app.put(
    '/api/components/:componentId/service-items/:itemId',
    {
      schema: {
        operationId: 'updateComponentServiceItem',
        summary: "Change a component's service item",
        tags: componentTags,
        params: componentServiceItemParams,
        body: serviceItemInputSchema,
        response: { 200: serviceItemDetailSchema },
      },
    },
    async (request) =>
      updateServiceItem(
        contextOf(request),
        { componentId: request.params.componentId },
        request.params.itemId,
        request.body,
      ),
  );

  app.post(
    '/api/components/:componentId/service-items/:itemId/reset',
    {
      schema: {
        operationId: 'resetComponentServiceItem',
        summary: "Record a service of a component's item",
        tags: componentTags,
        params: componentServiceItemParams,
        response: { 200: serviceItemDetailSchema },
      },
    },
    async (request) =>
      resetServiceItem(contextOf(request), { componentId: request.params.componentId }, request.params.itemId),
  );

  app.delete(
    '/api/components/:componentId/service-items/:itemId',
    {
      schema: {
        operationId: 'deleteComponentServiceItem',
        summary: "Delete a component's service item",
        tags: componentTags,
        params: componentServiceItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteServiceItem(contextOf(request), { componentId: request.params.componentId }, request.params.itemId);
      return reply.status(204).send(null);
    },
  );
};
