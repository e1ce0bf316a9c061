import { clientRemoval, type ClientRelationCounts } from '@shared/clients/client-removal.rules';
import type { Client } from '@shared/clients/clients.contract';
import { clientMessages } from '@shared/clients/clients.rules';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import { historyConflictMessage } from '@shared/lib/removal.rules';
import { transaction, type RequestContext } from '../auth/request-context';
import { countCarsOf } from '../features/cars/cars.service';
import { countRegistrationsOf } from '../features/event-cars/event-cars.service';
import { countInvoicesOfClientForRemoval } from '../features/invoices/invoices.service';
import { countWorkOrdersOf } from '../features/work-orders/work-orders.service';
import { deleteClient as deleteClientRow, findClient, lockClient, setClientArchivedAt } from '../features/clients/clients.repository';
import { toClient } from '../features/clients/clients.service';

/*
 * Archiving, restoring and deleting a client. Deciding needs the counts of other features' rows
 * (cars, registrations, work orders, invoices), and some of those features use the clients
 * service, so this lives apart from it: nothing imports this file but the routes.
 */

const clientNotFound = () => new AppError('not_found', clientMessages.notFound);

async function countClientRelations(ctx: RequestContext, clientId: string): Promise<ClientRelationCounts> {
  return {
    cars: await countCarsOf(ctx, { clientId }),
    registrations: await countRegistrationsOf(ctx, { clientId }),
    workOrders: await countWorkOrdersOf(ctx, { clientId }),
    invoices: await countInvoicesOfClientForRemoval(ctx, clientId),
  };
}

/** What the destructive action on the client does: archive it (it has history) or delete it. */
export async function getClientRemoval(ctx: RequestContext, id: string): Promise<Removal> {
  const client = await findClient(ctx.team, id);
  if (!client) throw clientNotFound();
  return {
    archivedAt: client.archivedAt?.toISOString() ?? null,
    ...clientRemoval(await countClientRelations(ctx, id)),
  };
}

/** Hides the client from lists and pickers; its cars, registrations and invoices stay and still name it. */
export async function archiveClient(ctx: RequestContext, id: string): Promise<Client> {
  return transaction(ctx, async (ctx) => {
    const client = await lockClient(ctx.team, id);
    if (!client) throw clientNotFound();
    if (client.archivedAt) return toClient(client);
    const archived = await setClientArchivedAt(ctx.team, id, new Date());
    if (!archived) throw clientNotFound();
    return toClient(archived);
  });
}

export async function restoreClient(ctx: RequestContext, id: string): Promise<Client> {
  return transaction(ctx, async (ctx) => {
    const client = await lockClient(ctx.team, id);
    if (!client) throw clientNotFound();
    if (!client.archivedAt) return toClient(client);
    const restored = await setClientArchivedAt(ctx.team, id, null);
    if (!restored) throw clientNotFound();
    return toClient(restored);
  });
}

/**
 * Deletes a client without cars, registrations, work orders or invoices. A client with history
 * answers 409 and stays (archive it); the rows that name it refuse the delete in the database
 * as well.
 */
export async function deleteClient(ctx: RequestContext, id: string): Promise<void> {
  await transaction(ctx, async (ctx) => {
    if (!(await lockClient(ctx.team, id))) throw clientNotFound();
    const plan = clientRemoval(await countClientRelations(ctx, id));
    if (plan.action === 'archive') throw AppError.conflict(historyConflictMessage('Client', plan.history));
    if (!(await deleteClientRow(ctx.team, id))) throw clientNotFound();
  });
}
