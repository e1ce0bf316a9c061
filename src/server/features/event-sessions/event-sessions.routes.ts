import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionSchema,
  postSessionInspectionSchema,
  preSessionInspectionSchema,
  sessionInspectionResponseSchema,
  sessionInspectionSchema,
  sessionSchema,
} from '@shared/event-sessions/event-sessions.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  createSession,
  listSessionInspections,
  listSessions,
  moveSession,
  savePostSessionInspection,
  savePreSessionInspection,
} from './event-sessions.service';

export const eventSessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['event-sessions'];

  app.get(
    '/api/event-cars/:id/sessions',
    {
      schema: {
        operationId: 'listEventCarSessions',
        summary: "List a registered car's sessions",
        tags,
        params: idParams,
        response: { 200: z.array(sessionSchema) },
      },
    },
    async (request) => listSessions(contextOf(request), request.params.id),
  );

  app.post(
    '/api/event-cars/:id/sessions',
    {
      schema: {
        operationId: 'createEventSession',
        summary: 'Add a session for a registered car',
        tags,
        params: idParams,
        body: createSessionSchema,
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSession(contextOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/event-sessions/:id/start',
    {
      schema: {
        operationId: 'startEventSession',
        summary: 'Start a session',
        tags,
        params: idParams,
        response: { 200: sessionSchema },
      },
    },
    async (request) => moveSession(contextOf(request), request.params.id, 'in_progress'),
  );

  app.get(
    '/api/event-sessions/:id/inspections',
    {
      schema: {
        operationId: 'listSessionInspections',
        summary: "List a session's checks",
        tags,
        params: idParams,
        response: { 200: z.array(sessionInspectionSchema) },
      },
    },
    async (request) => listSessionInspections(contextOf(request), request.params.id),
  );

  app.post(
    '/api/event-sessions/:id/pre-inspection',
    {
      onRequest: requirePermission('perform_inspections'),
      schema: {
        operationId: 'createPreSessionInspection',
        summary: 'Record the check before a session',
        tags,
        params: idParams,
        body: preSessionInspectionSchema,
        response: { 201: sessionInspectionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await savePreSessionInspection(contextOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/event-sessions/:id/post-inspection',
    {
      onRequest: requirePermission('perform_inspections'),
      schema: {
        operationId: 'createPostSessionInspection',
        summary: 'Record the check after a session',
        tags,
        params: idParams,
        body: postSessionInspectionSchema,
        response: { 201: sessionInspectionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await savePostSessionInspection(contextOf(request), request.params.id, request.body)),
  );
};
