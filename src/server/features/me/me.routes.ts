import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { changeEmailSchema, emailChangeRequestedSchema, meSchema } from '@shared/auth/auth.contract';
import type { AppDeps } from '../../app-deps';
import { requestEmailChange } from '../../auth/email-change';
import { contextOf } from '../../auth/request-context';
import { notAppliedOnce } from '../../platform/applied-changes';
import { isOnboarded } from '../onboarding/onboarding.service';
import { listMyTeams, listReceivedInvitations } from '../team/team.service';

export const meRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { auth, publicDb, mailer, background, config }) => {
  app.get(
    '/api/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user and their team',
        tags: ['account'],
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const [onboarded, teams, invitations] = await Promise.all([
        isOnboarded(ctx),
        listMyTeams(ctx),
        listReceivedInvitations(ctx),
      ]);
      return {
        user: { id: ctx.userId, email: ctx.email, name: ctx.userName },
        team: { id: ctx.teamId, name: ctx.teamName },
        role: ctx.role,
        onboarded,
        teams,
        invitations,
      };
    },
  );

  app.post(
    '/api/me/email',
    {
      schema: {
        operationId: 'requestEmailChange',
        summary: 'Ask to change the sign-in email',
        tags: ['account'],
        description:
          'Asks to change the sign-in email: needs the current password; a link to the new address confirms it. ' +
          'A taken address is answered like a new one (its owner is told by mail).',
        body: changeEmailSchema,
        response: { 202: emailChangeRequestedSchema },
      },
      // The current password is checked here, so attempts are limited like sign-in.
      config: { ...notAppliedOnce, rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const result = await requestEmailChange(
        { auth, publicDb, mailer, background, baseUrl: config.baseUrl },
        fromNodeHeaders(request.headers),
        { email: ctx.email },
        request.body,
      );
      return reply.status(202).send(result);
    },
  );
};
