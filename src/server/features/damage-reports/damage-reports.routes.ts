import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeDamageStatusSchema,
  damageReportInputSchema,
  damageReportListQuerySchema,
  damageReportListSchema,
  damageReportSchema,
} from '@shared/damage-reports/damage-reports.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import {
  changeDamageReportStatus,
  createDamageReport,
  getDamageReport,
  getDamageReportList,
  removeDamageReport,
  updateDamageReport,
} from './damage-reports.service';

const tags = ['damage-reports'];

export const damageReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/damage-reports',
    {
      schema: {
        operationId: 'listDamageReports',
        summary: 'List damage reports',
        tags,
        querystring: damageReportListQuerySchema,
        response: { 200: damageReportListSchema },
      },
    },
    async (request) => getDamageReportList(contextOf(request), request.query),
  );

  app.post(
    '/api/damage-reports',
    {
      schema: {
        operationId: 'createDamageReport',
        summary: 'Report damage',
        tags,
        body: damageReportInputSchema,
        response: { 201: damageReportSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDamageReport(contextOf(request), request.body)),
  );

  app.get(
    '/api/damage-reports/:id',
    {
      schema: {
        operationId: 'getDamageReport',
        summary: 'Get a damage report',
        tags,
        params: idParams,
        response: { 200: damageReportSchema },
      },
    },
    async (request) => getDamageReport(contextOf(request), request.params.id),
  );

  app.put(
    '/api/damage-reports/:id',
    {
      schema: {
        operationId: 'updateDamageReport',
        summary: 'Change a damage report',
        tags,
        params: idParams,
        body: damageReportInputSchema,
        response: { 200: damageReportSchema },
      },
    },
    async (request) => updateDamageReport(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/damage-reports/:id/status',
    {
      schema: {
        operationId: 'changeDamageReportStatus',
        summary: 'Move a damage report to another status',
        tags,
        params: idParams,
        body: changeDamageStatusSchema,
        response: { 200: damageReportSchema },
      },
    },
    async (request) => changeDamageReportStatus(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/damage-reports/:id',
    {
      schema: {
        operationId: 'deleteDamageReport',
        summary: 'Delete a damage report',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDamageReport(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
