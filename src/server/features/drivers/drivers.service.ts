import { AppError } from '@shared/lib/app-error';
import { driverMessages, type Driver, type DriverOption, type DriverValues } from '@shared/drivers/drivers.contract';
import type { OptionsFilter } from '@shared/lib/options.contract';
import type { CarOption } from '@shared/cars/cars.contract';
import type { EventEntries } from '@shared/events/events.contract';
import type { RequestContext } from '../../auth/request-context';
import { inBatches } from '../../db/batches';
import { getCarsOfDriver } from '../cars/cars.service';
import { listEventsOfDriver } from '../events/events.service';
import {
  deleteDriver,
  findDriver,
  findDriverOfUser,
  insertDriver,
  insertDrivers,
  listDriverOptions,
  listDrivers,
  lockDriver,
  setDriverArchivedAt as setDriverArchivedAtRow,
  updateDriver,
  type DriverRow,
} from './drivers.repository';

export function toDriver(row: DriverRow): Driver {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    licenseNumber: row.licenseNumber,
    userId: row.userId,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const driverNotFound = () => new AppError('not_found', driverMessages.notFound);

/** The team's active drivers (the list), or the archived ones. */
export async function getDrivers(
  ctx: RequestContext,
  { archived = false }: { archived?: boolean } = {},
): Promise<Driver[]> {
  return (await listDrivers(ctx.team, archived)).map(toDriver);
}

/** The active drivers of a picker (see driverOptionsQuerySchema). */
export async function getDriverOptions(ctx: RequestContext, query: OptionsFilter): Promise<DriverOption[]> {
  return listDriverOptions(ctx.team, query);
}

export async function getDriver(ctx: RequestContext, id: string): Promise<Driver> {
  const row = await findDriver(ctx.team, id);
  if (!row) throw driverNotFound();
  return toDriver(row);
}

/** The cars that have the driver as their default driver. */
export async function getDriverCars(ctx: RequestContext, id: string): Promise<CarOption[]> {
  if (!(await findDriver(ctx.team, id))) throw driverNotFound();
  return getCarsOfDriver(ctx, id);
}

/** The events the driver is registered to drive or drove a session at, newest first. */
export async function getDriverEvents(ctx: RequestContext, id: string): Promise<EventEntries> {
  if (!(await findDriver(ctx.team, id))) throw driverNotFound();
  return listEventsOfDriver(ctx, id);
}

export async function createDriver(ctx: RequestContext, input: DriverValues): Promise<Driver> {
  return toDriver(await insertDriver(ctx.team, { userId: null, ...input }));
}

export async function changeDriver(ctx: RequestContext, id: string, input: DriverValues): Promise<Driver> {
  const row = await updateDriver(ctx.team, id, input);
  if (!row) throw driverNotFound();
  return toDriver(row);
}

/**
 * The signed-in user's own driver record, made (with their name and e-mail) unless they have
 * one. Part of the caller's transaction, e.g. onboarding's.
 */
export async function ensureDriverOfUser(ctx: RequestContext, name: string): Promise<Driver> {
  const existing = await findDriverOfUser(ctx.team, ctx.userId);
  if (existing) return toDriver(existing);
  return toDriver(
    await insertDriver(ctx.team, { userId: ctx.userId, name, email: ctx.email, phone: null, licenseNumber: null }),
  );
}

/** One of the team's drivers; with `lock`, locked until the transaction ends (archiving, restoring or deleting it). */
export async function findDriverRecord(ctx: RequestContext, id: string, lock = false): Promise<Driver | undefined> {
  const row = lock ? await lockDriver(ctx.team, id) : await findDriver(ctx.team, id);
  return row && toDriver(row);
}

/** Archives the driver (a date) or restores it (null). */
export async function setDriverArchivedAt(
  ctx: RequestContext,
  id: string,
  archivedAt: Date | null,
): Promise<Driver | undefined> {
  const row = await setDriverArchivedAtRow(ctx.team, id, archivedAt);
  return row && toDriver(row);
}

/** Deletes the driver; false when the team has no such driver. */
export async function deleteDriverRecord(ctx: RequestContext, id: string): Promise<boolean> {
  return deleteDriver(ctx.team, id);
}

/** Adds the drivers of an import, in batches; answers how many. Part of the caller's transaction. */
export async function importDrivers(ctx: RequestContext, inputs: readonly DriverValues[]): Promise<number> {
  const rows = await inBatches(inputs, (batch) =>
    insertDrivers(
      ctx.team,
      batch.map((input) => ({ userId: null, ...input })),
    ),
  );
  return rows.length;
}
