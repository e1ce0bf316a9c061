import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { invitationParams, joinedTeamSchema } from '@shared/team/team.contract';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { notAppliedOnce } from '../platform/applied-changes';
import { acceptInvitation } from './accept-invitation';

export const acceptInvitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { auth, sessions }) => {
  app.post(
    '/api/invitations/:invitationId/accept',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        tags: ['team'],
        description: "Joins the invitation's team and makes it the current team.",
        params: invitationParams,
        response: { 200: joinedTeamSchema },
      },
    },
    async (request) =>
      acceptInvitation(
        { auth, sessions, headers: fromNodeHeaders(request.headers) },
        contextOf(request),
        request.params.invitationId,
      ),
  );
};
