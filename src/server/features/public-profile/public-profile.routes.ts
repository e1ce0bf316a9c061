import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicProfileInputSchema,
  publicProfileParams,
  publicProfileSettingsSchema,
  publicProfileViewSchema,
} from '@shared/public-profile/public-profile.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changePublicProfile, getPublicProfileSettings, getSharedProfile } from './public-profile.service';

const tags = ['public profile'];

/** The signed-in member's own profile in the current team. */
export const publicProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/public-profile',
    { schema: { tags, response: { 200: publicProfileSettingsSchema } } },
    async (request) => getPublicProfileSettings(contextOf(request)),
  );

  app.put(
    '/api/public-profile',
    { schema: { tags, body: publicProfileInputSchema, response: { 200: publicProfileSettingsSchema } } },
    async (request) => changePublicProfile(contextOf(request), request.body),
  );
};

/** A shared profile, for anyone with its link: no sign-in. */
export const sharedProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { publicDb }) => {
  app.get(
    '/api/public-profiles/:publicId',
    {
      schema: {
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
