import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTemplateSchema,
  resolveChecklistQuerySchema,
  resolvedChecklistSchema,
  templateDetailSchema,
  templateSchema,
} from '@shared/inspection-templates/inspection-templates.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  createTemplate,
  getTemplate,
  listTemplates,
  removeTemplate,
  resolveChecklist,
} from './inspection-templates.service';

export const inspectionTemplatesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['inspection-templates'];
  const templateManagers = requirePermission('manage_inspection_templates');

  app.get(
    '/api/inspection-templates',
    {
      schema: {
        operationId: 'listInspectionTemplates',
        summary: 'List inspection templates',
        tags,
        response: { 200: z.array(templateSchema) },
      },
    },
    async (request) => listTemplates(contextOf(request)),
  );

  app.get(
    '/api/inspection-templates/checklist',
    {
      schema: {
        operationId: 'getInspectionChecklist',
        summary: 'Get the checklist for an inspection',
        tags,
        querystring: resolveChecklistQuerySchema,
        response: { 200: resolvedChecklistSchema },
      },
    },
    async (request) => resolveChecklist(contextOf(request), request.query.type),
  );

  app.get(
    '/api/inspection-templates/:id',
    {
      schema: {
        operationId: 'getInspectionTemplate',
        summary: 'Get an inspection template with its items',
        tags,
        params: idParams,
        response: { 200: templateDetailSchema },
      },
    },
    async (request) => getTemplate(contextOf(request), request.params.id),
  );

  app.post(
    '/api/inspection-templates',
    {
      onRequest: templateManagers,
      schema: {
        operationId: 'createInspectionTemplate',
        summary: 'Add an inspection template',
        tags,
        body: createTemplateSchema,
        response: { 201: templateDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(contextOf(request), request.body)),
  );

  app.delete(
    '/api/inspection-templates/:id',
    {
      onRequest: templateManagers,
      schema: {
        operationId: 'deleteInspectionTemplate',
        summary: 'Delete an inspection template',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeTemplate(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
