import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import {
  repairImageParams,
  repairListQuerySchema,
  repairListSchema,
  repairSchema,
  updateRepairSchema,
} from '@shared/repairs/repairs.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { readUploadedFile } from '../../platform/images';
import { notAppliedOnce } from '../../platform/applied-changes';
import { addRepairImage, getRepair, getRepairList, removeRepairImageById, updateRepair } from './repairs.service';

const tags = ['repairs'];

export const repairsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  app.get(
    '/api/repairs',
    {
      schema: {
        operationId: 'listRepairs',
        summary: 'List repairs',
        tags,
        querystring: repairListQuerySchema,
        response: { 200: repairListSchema },
      },
    },
    async (request) => getRepairList(contextOf(request), request.query),
  );

  app.get(
    '/api/repairs/:id',
    {
      schema: {
        operationId: 'getRepair',
        summary: 'Get a repair',
        tags,
        params: idParams,
        response: { 200: repairSchema },
      },
    },
    async (request) => getRepair(contextOf(request), request.params.id),
  );

  app.put(
    '/api/repairs/:id',
    {
      schema: {
        operationId: 'updateRepair',
        summary: 'Change a repair',
        tags,
        params: idParams,
        body: updateRepairSchema,
        response: { 200: repairSchema },
      },
    },
    async (request) => updateRepair(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/repairs/:id/images',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'addRepairImage',
        summary: 'Add a photo to a repair',
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        description: 'Adds one photo (PNG, JPG, GIF or WebP, at most 10 MB) as the multipart field `image`.',
        response: { 201: repairSchema },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const data = await readUploadedFile(request);
      return reply.status(201).send(await addRepairImage(storage, ctx, request.params.id, data));
    },
  );

  app.delete(
    '/api/repairs/:id/images/:imageId',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'deleteRepairImage',
        summary: 'Remove a photo from a repair',
        tags,
        params: repairImageParams,
        response: { 200: repairSchema },
      },
    },
    async (request) => removeRepairImageById(storage, contextOf(request), request.params.id, request.params.imageId),
  );
};
