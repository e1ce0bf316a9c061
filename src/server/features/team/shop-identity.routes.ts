import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopIdentitySchema, updateShopIdentitySchema } from '@shared/team/shop-identity.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import { notAppliedOnce } from '../../platform/applied-changes';
import { readUploadedFile } from '../../platform/images';
import { getShopIdentity, removeShopLogo, setShopLogo, updateShopIdentity } from './shop-identity.service';

const tags = ['team'];

/** The shop's identity (Settings → Team): every member reads it, team managers change it. */
export const shopIdentityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage, sessions }) => {
  const managersOnly = requirePermission('manage_shop_identity');

  app.get(
    '/api/team/identity',
    {
      schema: {
        operationId: 'getShopIdentity',
        summary: "Get the shop's name and details",
        tags,
        description: 'Name, address, phone, e-mail, tax id, logo, payment instructions and default terms.',
        response: { 200: shopIdentitySchema },
      },
    },
    async (request) => getShopIdentity(contextOf(request)),
  );

  app.put(
    '/api/team/identity',
    {
      onRequest: managersOnly,
      schema: {
        operationId: 'updateShopIdentity',
        summary: "Change the shop's name and details",
        tags,
        description: 'Team managers only. Documents issued later print them; issued ones keep what they printed.',
        body: updateShopIdentitySchema,
        response: { 200: shopIdentitySchema },
      },
    },
    async (request) => updateShopIdentity(sessions, contextOf(request), request.body),
  );

  app.put(
    '/api/team/identity/logo',
    {
      config: notAppliedOnce,
      onRequest: managersOnly,
      schema: {
        operationId: 'uploadShopLogo',
        summary: "Upload the shop's logo",
        tags,
        description:
          'Team managers only. One image (PNG, JPG, GIF or WebP, at most 10 MB) as the multipart field `image`.',
        consumes: ['multipart/form-data'],
        response: { 200: shopIdentitySchema },
      },
    },
    async (request) => setShopLogo(storage, contextOf(request), await readUploadedFile(request)),
  );

  app.delete(
    '/api/team/identity/logo',
    {
      config: notAppliedOnce,
      onRequest: managersOnly,
      schema: {
        operationId: 'deleteShopLogo',
        summary: "Remove the shop's logo",
        tags,
        response: { 200: shopIdentitySchema },
      },
    },
    async (request) => removeShopLogo(storage, contextOf(request)),
  );
};
