import { clientSchema } from '@shared/clients/clients.contract';
import { archiveClient, deleteClient, getClientRemoval, restoreClient } from './client-removal';
import { recordRemovalRoutes } from './record-removal.routes';

export const clientRemovalRoutes = recordRemovalRoutes({
  noun: 'client',
  path: '/api/clients',
  tags: ['clients'],
  removalDescription: 'Whether deleting the client would archive it instead (it has history).',
  schema: clientSchema,
  // Every member reads clients; removing them is for managers and administrators.
  permission: 'manage_assignments',
  getRemoval: getClientRemoval,
  archive: archiveClient,
  restore: restoreClient,
  remove: (_deps, ctx, id) => deleteClient(ctx, id),
});
