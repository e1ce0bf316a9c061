import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicProfileInputSchema,
  publicProfileParams,
  publicProfileSettingsSchema,
  publicProfileViewSchema,
  teamRecordsInputSchema,
  teamRecordsSchema,
} from '@shared/public-profile/public-profile.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  changePublicProfile,
  changeTeamRecords,
  getPublicProfileSettings,
  getSharedProfile,
} from './public-profile.service';

const tags = ['public-profile'];

/** The signed-in member's own profile in the current team. */
export const publicProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/public-profile',
    {
      schema: {
        operationId: 'getPublicProfileSettings',
        summary: "Get the team's public profile settings",
        tags,
        response: { 200: publicProfileSettingsSchema },
      },
    },
    async (request) => getPublicProfileSettings(contextOf(request)),
  );

  app.put(
    '/api/public-profile',
    {
      schema: {
        operationId: 'updatePublicProfileSettings',
        summary: "Change the team's public profile settings",
        tags,
        body: publicProfileInputSchema,
        response: { 200: publicProfileSettingsSchema },
      },
    },
    async (request) => changePublicProfile(contextOf(request), request.body),
  );

  app.put(
    '/api/public-profile/team-records',
    {
      onRequest: requirePermission('publish_team_records'),
      schema: {
        operationId: 'changeTeamRecordsOnProfiles',
        summary: "Allow or stop the team's records on public profiles",
        tags,
        description:
          "Allows (or stops) the team's own cars, events and repairs on its members' public profiles. Team managers only; off until allowed. A client's car and what is tied to it never appear.",
        body: teamRecordsInputSchema,
        response: { 200: teamRecordsSchema },
      },
    },
    async (request) => changeTeamRecords(contextOf(request), request.body),
  );
};

/** A shared profile, for anyone with its link: no sign-in. */
export const sharedProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { publicDb }) => {
  app.get(
    '/api/public-profiles/:publicId',
    {
      schema: {
        operationId: 'getPublicProfile',
        summary: 'Get a public racing profile',
        tags,
        description:
          'A public profile by its link id, signed in or not. A private profile, an unknown id and a profile whose owner left the team all answer 404.',
        params: publicProfileParams,
        response: { 200: publicProfileViewSchema },
      },
    },
    async (request) => getSharedProfile(publicDb, request.params.publicId),
  );
};
