import { clientLabel } from '@shared/clients/client-label.rules';
import type { Car } from '@shared/cars/cars.contract';
import type {
  Client,
  ClientFilter,
  ClientListItem,
  ClientListQuery,
  ClientOption,
  ClientPage,
  ClientSummary,
  ClientValues,
  ClientVehicle,
  PostalAddress,
} from '@shared/clients/clients.contract';
import {
  clientCsvHeader,
  clientExportPages,
  clientMessages,
  clientSaveDefaults,
  clientTypeLabel,
  splitFullName,
} from '@shared/clients/clients.rules';
import type { EventEntry } from '@shared/events/events.contract';
import { AppError } from '@shared/lib/app-error';
import { toCsv } from '@shared/lib/csv';
import { optionsDefaultLimit } from '@shared/lib/options.contract';
import { formatDate, todayIso } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import type { RequestContext } from '../../auth/request-context';
import { TeamFigures } from '../../db/team-figures';
import { inBatches } from '../../db/batches';
import { listUpcomingEventsOfClient } from '../events/events.service';
import {
  countClients,
  deleteClient,
  findClient,
  insertClient,
  insertClients,
  listClientOptions,
  listClients,
  listClientVehicles,
  setClientArchivedAt as setClientArchivedAtRow,
  summarizeClients,
  updateClient,
  type ClientChanges,
  type ClientListRow,
  type ClientOptionsFilter,
  type ClientRow,
  type ClientVehicleRow,
} from './clients.repository';

const clientNotFound = () => new AppError('not_found', clientMessages.notFound);

/** billing_address is JSON; older rows may hold it as JSON text. */
function readAddress(value: unknown): PostalAddress | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const a = parsed as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    street: text(a.street),
    city: text(a.city),
    state: text(a.state),
    postalCode: text(a.postalCode) ?? text(a.zipCode) ?? text(a.postal_code),
    country: text(a.country),
  };
}

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    label: clientLabel(row),
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    type: row.type,
    businessType: row.businessType,
    billingAddress: readAddress(row.billingAddress),
    status: row.status,
    isActive: row.isActive,
    experienceLevel: row.experienceLevel,
    referralSource: row.referralSource,
    fleetId: row.fleetId,
    notes: row.notes,
    taxExempt: row.taxExempt,
    eligibleForAr: row.eligibleForAr,
    marketingConsent: row.marketingConsent,
    contractStartDate: row.contractStartDate,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toListItem(row: ClientListRow): ClientListItem {
  return {
    id: row.id,
    label: clientLabel(row),
    type: row.type,
    email: row.email,
    phone: row.phone,
    status: row.status,
    isActive: row.isActive,
    vehicleCount: row.vehicleCount,
    lastVisit: row.lastVisit,
    totalSpentCents: row.totalSpentCents,
  };
}

/** A car as its client's list shows it. */
export function toClientVehicle(row: ClientVehicleRow | Car): ClientVehicle {
  return {
    id: row.id,
    name: row.name,
    make: row.make,
    model: row.model,
    year: row.year,
    transponderNumber: row.transponderNumber,
    hours: row.hours,
    miles: row.miles,
    archivedAt: row.archivedAt instanceof Date ? row.archivedAt.toISOString() : row.archivedAt,
  };
}

/** What the client form writes: the split name, the address and the spec's save defaults. */
export function clientChanges(input: ClientValues): ClientChanges {
  const { firstName, lastName, displayName } = splitFullName(input.name);
  return {
    firstName,
    lastName,
    displayName,
    email: input.email,
    phone: input.phone,
    billingAddress: {
      street: input.address,
      city: input.city,
      state: input.state,
      postalCode: input.zipCode,
      country: input.country,
    },
    referralSource: input.source,
    fleetId: input.fleetId,
    notes: input.notes,
    taxExempt: input.taxExempt,
    eligibleForAr: input.eligibleForAR,
    marketingConsent: input.marketToCustomer,
    ...clientSaveDefaults,
  };
}

export async function getClientPage(ctx: RequestContext, query: ClientListQuery): Promise<ClientPage> {
  const filter = { ...query, today: query.today ?? todayIso() };
  const counted = { search: filter.search?.trim() ?? '', type: filter.type, archived: filter.archived };
  const [rows, total] = await Promise.all([
    listClients(ctx.team, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    clientFigures(ctx).get(`clients matching ${JSON.stringify(counted)}`, () => countClients(ctx.team, counted)),
  ]);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

/** Figures over the team's clients, kept until its clients, cars or invoices change. */
function clientFigures(ctx: RequestContext): TeamFigures {
  return new TeamFigures(ctx.team, 'clients');
}

export async function getClientSummary(ctx: RequestContext): Promise<ClientSummary> {
  return clientFigures(ctx).get('summary', () => summarizeClients(ctx.team));
}

/**
 * The whole filtered list as CSV (same filters and order as the list), streamed: the header,
 * then one chunk per page of clients, read a page at a time.
 */
export async function* exportClientsCsv(ctx: RequestContext, filter: ClientFilter): AsyncGenerator<string> {
  const listFilter = { ...filter, today: filter.today ?? todayIso() };
  yield toCsv([clientCsvHeader]);
  for (const page of clientExportPages()) {
    const rows = (await listClients(ctx.team, listFilter, page)).map(toListItem);
    if (rows.length > 0) {
      yield toCsv(
        rows.map((c) => [
          c.label,
          clientTypeLabel(c.type),
          c.email,
          c.phone,
          c.vehicleCount,
          c.lastVisit ? formatDate(c.lastVisit) : 'Never',
          formatCents(c.totalSpentCents),
          c.status,
        ]),
      );
    }
    if (rows.length < page.limit) return;
  }
}

/** The clients of a picker (see clientOptionsQuerySchema); without a query, the first ones by label. */
export async function getClientOptions(
  ctx: RequestContext,
  query: ClientOptionsFilter = { limit: optionsDefaultLimit },
): Promise<ClientOption[]> {
  const rows = await listClientOptions(ctx.team, query);
  return rows.map((row) => ({ id: row.id, label: clientLabel(row), isActive: row.isActive, carCount: row.carCount }));
}

export async function getClient(ctx: RequestContext, id: string): Promise<Client> {
  const row = await findClient(ctx.team, id);
  if (!row) throw clientNotFound();
  return toClient(row);
}

/** The client's next events (Events & Schedule on the profile), with their cars registered. */
export async function getClientUpcomingEvents(ctx: RequestContext, id: string, today: string): Promise<EventEntry[]> {
  if (!(await findClient(ctx.team, id))) throw clientNotFound();
  return listUpcomingEventsOfClient(ctx, id, today);
}

/** Whether one of the team's clients is active; undefined when the team has no such client. */
export async function findClientActivity(
  ctx: RequestContext,
  id: string,
): Promise<{ id: string; isActive: boolean } | undefined> {
  const row = await findClient(ctx.team, id);
  return row ? { id: row.id, isActive: row.isActive } : undefined;
}

/**
 * One of the team's clients; locked until the transaction ends with `lock`: 'update' to archive,
 * restore or delete it, 'share' to keep it while a car is assigned to it.
 */
export async function findClientRecord(
  ctx: RequestContext,
  id: string,
  lock?: 'share' | 'update',
): Promise<Client | undefined> {
  const row = await findClient(ctx.team, id, lock);
  return row && toClient(row);
}

/** Archives the client (a date) or restores it (null). */
export async function setClientArchivedAt(
  ctx: RequestContext,
  id: string,
  archivedAt: Date | null,
): Promise<Client | undefined> {
  const row = await setClientArchivedAtRow(ctx.team, id, archivedAt);
  return row && toClient(row);
}

/** Deletes the client; false when the team has no such client. */
export async function deleteClientRecord(ctx: RequestContext, id: string): Promise<boolean> {
  return deleteClient(ctx.team, id);
}

export async function createClient(ctx: RequestContext, input: ClientValues): Promise<Client> {
  return toClient(await insertClient(ctx.team, { ...clientChanges(input), contractStartDate: todayIso() }));
}

export async function changeClient(ctx: RequestContext, id: string, input: ClientValues): Promise<Client> {
  const row = await updateClient(ctx.team, id, clientChanges(input));
  if (!row) throw clientNotFound();
  return toClient(row);
}

export async function getClientVehicles(ctx: RequestContext, id: string): Promise<ClientVehicle[]> {
  if (!(await findClient(ctx.team, id))) throw clientNotFound();
  return (await listClientVehicles(ctx.team, id)).map(toClientVehicle);
}

/** Adds the clients of an import, in batches; answers their ids in order. Part of the caller's transaction. */
export async function importClients(ctx: RequestContext, inputs: readonly ClientValues[]): Promise<string[]> {
  const contractStartDate = todayIso();
  const rows = await inBatches(inputs, (batch) =>
    insertClients(
      ctx.team,
      batch.map((input) => ({ ...clientChanges(input), contractStartDate })),
    ),
  );
  return rows.map((row) => row.id);
}
