import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import { exportAccount } from './account-export.service';

/** The whole-account export (Settings → Export all data), for team managers. */
export const accountExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage, config }) => {
  app.get(
    '/api/account/export',
    {
      onRequest: requirePermission('export_team_data'),
      // Each export reads the whole team: a few per address and 10 minutes.
      config: { rateLimit: { max: config.exportRateLimitMax, timeWindow: '10 minutes' } },
      schema: {
        operationId: 'exportAccount',
        summary: 'Download everything the team holds as a ZIP',
        description:
          'Team managers only. A CSV file per kind of record (the column names as header, ids and references as stored), ' +
          'the uploaded images and photos under files/, and a README.md describing each file; streamed as it is read.',
        tags: ['account-export'],
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, archive } = exportAccount(storage, contextOf(request), request.log);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
