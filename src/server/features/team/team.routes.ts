import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changeRoleSchema,
  invitationParams,
  joinedTeamSchema,
  inviteMemberSchema,
  memberParams,
  receivedInvitationSchema,
  switchTeamSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamOverviewSchema,
} from '@shared/team/team.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import { notAppliedOnce } from '../../platform/applied-changes';
import {
  cancelInvitation,
  changeMemberRole,
  getReceivedInvitation,
  getTeamOverview,
  inviteMember,
  rejectInvitation,
  removeMember,
  switchTeam,
  type TeamDeps,
} from './team.service';

const tags = ['team'];

export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { auth, sessions }) => {
  const deps = (request: FastifyRequest): TeamDeps => ({ auth, sessions, headers: fromNodeHeaders(request.headers) });
  // Refused before the body is read: a member who may not manage roles learns nothing more.
  const managersOnly = requirePermission('manage_roles');

  app.get(
    '/api/team',
    {
      schema: {
        operationId: 'getTeam',
        summary: "Get the team's members and invitations",
        tags,
        description: "The current team's members; pending invitations only for a team manager.",
        response: { 200: teamOverviewSchema },
      },
    },
    async (request) => getTeamOverview(contextOf(request)),
  );

  app.post(
    '/api/team/invitations',
    {
      config: notAppliedOnce,
      onRequest: managersOnly,
      schema: {
        operationId: 'inviteTeamMember',
        summary: 'Invite someone to the team',
        tags,
        description: 'Team managers only: mails a link that joins the current team with the role.',
        body: inviteMemberSchema,
        response: { 201: teamInvitationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteMember(deps(request), contextOf(request), request.body)),
  );

  app.delete(
    '/api/team/invitations/:invitationId',
    {
      onRequest: managersOnly,
      config: notAppliedOnce,
      schema: {
        operationId: 'cancelTeamInvitation',
        summary: 'Cancel an invitation',
        tags,
        params: invitationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelInvitation(deps(request), contextOf(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/team/members/:memberId/role',
    {
      config: notAppliedOnce,
      onRequest: managersOnly,
      schema: {
        operationId: 'changeMemberRole',
        summary: "Change a member's role",
        tags,
        params: memberParams,
        body: changeRoleSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => changeMemberRole(deps(request), contextOf(request), request.params.memberId, request.body),
  );

  app.delete(
    '/api/team/members/:memberId',
    {
      config: notAppliedOnce,
      onRequest: managersOnly,
      schema: {
        operationId: 'removeTeamMember',
        summary: 'Remove a member from the team',
        tags,
        description: 'Team managers only. The member loses access to the team with their next request.',
        params: memberParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMember(deps(request), contextOf(request), request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:invitationId',
    {
      schema: {
        operationId: 'getInvitation',
        summary: 'Get an invitation sent to me',
        tags,
        description: 'An invitation sent to the signed-in address (404 for anyone else).',
        params: invitationParams,
        response: { 200: receivedInvitationSchema },
      },
    },
    async (request) => getReceivedInvitation(contextOf(request), request.params.invitationId),
  );

  app.post(
    '/api/invitations/:invitationId/reject',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'rejectInvitation',
        summary: 'Decline an invitation',
        tags,
        params: invitationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await rejectInvitation(deps(request), contextOf(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/me/team',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'switchTeam',
        summary: 'Switch the current team',
        tags: ['account'],
        description: 'Switches the current team; every later request acts on it alone.',
        body: switchTeamSchema,
        response: { 200: joinedTeamSchema },
        errors: [404],
      },
    },
    async (request) => switchTeam(deps(request), contextOf(request), request.body.teamId),
  );
};
