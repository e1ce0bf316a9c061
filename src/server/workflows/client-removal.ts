import { clientRelations } from '@shared/clients/client-removal.rules';
import type { Client } from '@shared/clients/clients.contract';
import { clientMessages } from '@shared/clients/clients.rules';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import type { RequestContext } from '../auth/request-context';
import { deleteClientRecord, findClientRecord, setClientArchivedAt } from '../features/clients/clients.service';
import {
  archiveRecord,
  deleteRecordWithoutHistory,
  getRemoval,
  restoreRecord,
  type RemovableRecord,
} from './record-removal';

/*
 * Archiving, restoring and deleting a client. Its history is what other features recorded for it
 * (cars, registrations, work orders, invoices, inventory), so this lives above the features.
 */

const clients: RemovableRecord<Client> = {
  table: 'clients',
  relations: clientRelations,
  notFound: () => new AppError('not_found', clientMessages.notFound),
  find: (ctx, id, lock) => findClientRecord(ctx, id, lock ? 'update' : undefined),
  setArchivedAt: setClientArchivedAt,
  delete: deleteClientRecord,
};

/** What the destructive action on the client does: archive it (it has history) or delete it. */
export const getClientRemoval = (ctx: RequestContext, id: string): Promise<Removal> => getRemoval(ctx, clients, id);

/** Hides the client from lists and pickers; its cars, registrations and invoices stay and still name it. */
export const archiveClient = (ctx: RequestContext, id: string): Promise<Client> => archiveRecord(ctx, clients, id);

export const restoreClient = (ctx: RequestContext, id: string): Promise<Client> => restoreRecord(ctx, clients, id);

/**
 * Deletes a client without history. A client with history answers 409 and stays (archive it);
 * the rows that name it refuse the delete in the database as well.
 */
export async function deleteClient(ctx: RequestContext, id: string): Promise<void> {
  await deleteRecordWithoutHistory(ctx, clients, id);
}
