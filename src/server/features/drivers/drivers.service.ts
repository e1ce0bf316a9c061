import { AppError } from '@shared/lib/app-error';
import { driverMessages, type Driver, type DriverOption, type DriverValues } from '@shared/drivers/drivers.contract';
import type { OptionsFilter } from '@shared/lib/options.contract';
import type { CarOption } from '@shared/cars/cars.contract';
import type { EventEntries } from '@shared/events/events.contract';
import type { RequestContext } from '../../auth/request-context';
import { getCarsOfDriver } from '../cars/cars.service';
import { listEventsOfDriver } from '../events/events.service';
import {
  findDriver,
  findDriverOfUser,
  insertDriver,
  listDriverOptions,
  listDrivers,
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
