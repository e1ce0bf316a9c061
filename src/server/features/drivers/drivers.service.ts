import { AppError } from '@shared/lib/app-error';
import { driverMessages, type Driver, type DriverValues } from '@shared/drivers/drivers.contract';
import type { RequestContext } from '../../auth/request-context';
import {
  deleteDriver,
  findDriver,
  findDriverOfUser,
  insertDriver,
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
    createdAt: row.createdAt.toISOString(),
  };
}

const driverNotFound = () => new AppError('not_found', driverMessages.notFound);

export async function getDrivers(ctx: RequestContext): Promise<Driver[]> {
  return (await listDrivers(ctx.team)).map(toDriver);
}

export async function getDriver(ctx: RequestContext, id: string): Promise<Driver> {
  const row = await findDriver(ctx.team, id);
  if (!row) throw driverNotFound();
  return toDriver(row);
}

export async function createDriver(ctx: RequestContext, input: DriverValues): Promise<Driver> {
  return toDriver(await insertDriver(ctx.team, { userId: null, ...input }));
}

export async function changeDriver(ctx: RequestContext, id: string, input: DriverValues): Promise<Driver> {
  const row = await updateDriver(ctx.team, id, input);
  if (!row) throw driverNotFound();
  return toDriver(row);
}

/** Cars and registrations that named the driver keep their records with no driver. */
export async function removeDriver(ctx: RequestContext, id: string): Promise<void> {
  if (!(await deleteDriver(ctx.team, id))) throw driverNotFound();
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
