import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedSchema,
  calendarFileParams,
  createdCalendarFeedSchema,
} from '@shared/calendar-feed/calendar-feed.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { createCalendarFeed, getCalendarFeed, renderCalendarFeed, revokeCalendarFeed } from './calendar-feed.service';

const tags = ['calendar-feed'];

/** The signed-in member's own feed: whether it is on, a new address, revoking it. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/calendar-feed',
    {
      schema: {
        operationId: 'getCalendarFeed',
        summary: "Get whether the member's calendar feed is on",
        tags,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => getCalendarFeed(contextOf(request)),
  );

  app.post(
    '/api/calendar-feed',
    {
      schema: {
        operationId: 'createCalendarFeed',
        summary: 'Create a new private calendar address',
        description:
          "Creates the member's feed, or replaces its address: the previous address answers 404 from now on. The address is answered once; only its hash is kept.",
        tags,
        response: { 201: createdCalendarFeedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCalendarFeed(contextOf(request))),
  );

  app.delete(
    '/api/calendar-feed',
    {
      schema: {
        operationId: 'revokeCalendarFeed',
        summary: 'Revoke the private calendar address',
        tags,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(contextOf(request));
      return reply.code(204).send(null);
    },
  );
};

/** The feed itself, read by calendar apps without a session: the token in the address is the key. */
export const calendarFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { publicDb }) => {
  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        operationId: 'getCalendarFile',
        summary: "Get a member's calendar feed (iCalendar)",
        description:
          "The team's events, scheduled repairs and safety-date expirations as iCalendar, for a calendar app to subscribe to. An unknown or revoked address answers 404.",
        tags,
        params: calendarFileParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(publicDb, request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="pitboard.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
