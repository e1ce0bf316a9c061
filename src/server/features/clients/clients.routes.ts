import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientFilterSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientOptionSchema,
  clientOptionsQuerySchema,
  clientPageSchema,
  clientSchema,
  clientSummarySchema,
  clientVehicleSchema,
} from '@shared/clients/clients.contract';
import { clientEventsQuerySchema, eventEntrySchema } from '@shared/events/events.contract';
import { todayIso } from '@shared/lib/dates';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { pickerOptionsRouteSchema } from '../../platform/picker-options';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  changeClient,
  createClient,
  exportClientsCsv,
  getClient,
  getClientOptions,
  getClientPage,
  getClientSummary,
  getClientUpcomingEvents,
  getClientVehicles,
} from './clients.service';

export const clientsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Every member reads clients; adding, changing, removing them and assigning their cars is for
  // managers and administrators.
  const assignmentsOnly = requirePermission('manage_assignments');
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await assignmentsOnly(request);
  });

  app.get(
    '/api/clients',
    {
      schema: {
        operationId: 'listClients',
        summary: 'List clients',
        tags: ['clients'],
        querystring: clientListQuerySchema,
        response: { 200: clientPageSchema },
      },
    },
    async (request) => getClientPage(contextOf(request), request.query),
  );

  app.get(
    '/api/clients/summary',
    {
      schema: {
        operationId: 'getClientSummary',
        summary: 'Get the client list totals',
        tags: ['clients'],
        response: { 200: clientSummarySchema },
      },
    },
    async (request) => getClientSummary(contextOf(request)),
  );

  app.get(
    '/api/clients/options',
    {
      schema: {
        operationId: 'listClientOptions',
        summary: 'List clients for a picker',
        ...pickerOptionsRouteSchema('clients', clientOptionsQuerySchema, clientOptionSchema),
      },
    },
    async (request) => getClientOptions(contextOf(request), request.query),
  );

  app.get(
    '/api/clients/export.csv',
    {
      schema: {
        operationId: 'exportClients',
        summary: 'Export clients as CSV',
        tags: ['clients'],
        description:
          'The whole filtered client list as CSV (same filters and order as GET /api/clients), streamed a page at a time.',
        querystring: clientFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = exportClientsCsv(contextOf(request), request.query);
      const day = request.query.today ?? todayIso();
      // A byte-order mark first, so spreadsheet apps read the file as UTF-8.
      const file = async function* () {
        yield '\uFEFF';
        yield* rows;
      };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file()));
    },
  );

  app.post(
    '/api/clients',
    {
      schema: {
        operationId: 'createClient',
        summary: 'Add a client',
        tags: ['clients'],
        body: clientInputSchema,
        response: { 201: clientSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createClient(contextOf(request), request.body)),
  );

  app.get(
    '/api/clients/:id',
    {
      schema: {
        operationId: 'getClient',
        summary: 'Get a client',
        tags: ['clients'],
        params: idParams,
        response: { 200: clientSchema },
      },
    },
    async (request) => getClient(contextOf(request), request.params.id),
  );

  app.put(
    '/api/clients/:id',
    {
      schema: {
        operationId: 'updateClient',
        summary: 'Change a client',
        tags: ['clients'],
        params: idParams,
        body: clientInputSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) => changeClient(contextOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/clients/:id/cars',
    {
      schema: {
        operationId: 'listClientCars',
        summary: "List a client's cars",
        tags: ['clients'],
        params: idParams,
        response: { 200: z.array(clientVehicleSchema) },
      },
    },
    async (request) => getClientVehicles(contextOf(request), request.params.id),
  );

  app.get(
    '/api/clients/:id/events',
    {
      schema: {
        operationId: 'listClientEvents',
        summary: "List a client's events",
        tags: ['clients'],
        params: idParams,
        querystring: clientEventsQuerySchema,
        response: { 200: z.array(eventEntrySchema) },
      },
    },
    async (request) => getClientUpcomingEvents(contextOf(request), request.params.id, request.query.today),
  );
};
