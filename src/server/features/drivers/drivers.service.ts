import { AppError } from '@shared/lib/app-error';
import { driverMessages, type Driver, type DriverValues } from '@shared/drivers/drivers.contract';
import type { RequestContext } from '../../auth/request-context';
import type { Database } from '../../db/client';
import {
  deleteDriver,
  findDriver,
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

export async function getDrivers(db: Database, ctx: RequestContext): Promise<Driver[]> {
  return (await listDrivers(db, ctx.teamId)).map(toDriver);
}

export async function getDriver(db: Database, ctx: RequestContext, id: string): Promise<Driver> {
  const row = await findDriver(db, ctx.teamId, id);
  if (!row) throw driverNotFound();
  return toDriver(row);
}

export async function createDriver(db: Database, ctx: RequestContext, input: DriverValues): Promise<Driver> {
  return toDriver(await insertDriver(db, { teamId: ctx.teamId, userId: null, ...input }));
}

export async function changeDriver(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: DriverValues,
): Promise<Driver> {
  const row = await updateDriver(db, ctx.teamId, id, input);
  if (!row) throw driverNotFound();
  return toDriver(row);
}

/** Cars and registrations that named the driver keep their records with no driver. */
export async function removeDriver(db: Database, ctx: RequestContext, id: string): Promise<void> {
  if (!(await deleteDriver(db, ctx.teamId, id))) throw driverNotFound();
}
