import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema, updatePreferencesSchema } from '@shared/preferences/preferences.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changePreferences, getPreferences } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/preferences',
    {
      schema: {
        operationId: 'getPreferences',
        summary: "Get the member's preferences",
        tags: ['preferences'],
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getPreferences(contextOf(request)),
  );

  app.patch(
    '/api/preferences',
    {
      schema: {
        operationId: 'updatePreferences',
        summary: "Change the member's preferences",
        tags: ['preferences'],
        body: updatePreferencesSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => changePreferences(contextOf(request), request.body),
  );
};
