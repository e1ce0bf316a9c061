import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storableString } from '@shared/lib/input-bounds';
import type { AppDeps } from '../../app-deps';
import { isResetTokenLive } from './password-reset.repository';

/**
 * Lets the reset page tell a live reset link from a stale one before the user types a new
 * password. The token itself is the secret; the answer says nothing else.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { publicDb }) => {
  app.get(
    '/api/password-reset/token-status',
    {
      schema: {
        operationId: 'getPasswordResetTokenStatus',
        summary: 'Check a password reset link',
        tags: ['account'],
        querystring: z.object({
          token: storableString({ error: 'A token is required' })
            .min(1, 'A token is required')
            .max(200, 'At most 200 characters'),
        }),
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => ({ valid: await isResetTokenLive(publicDb, request.query.token) }),
  );
};
