import type { RequestContext } from '../auth/request-context';
import { getCarOptions } from '../features/cars/cars.service';
import { getDrivers } from '../features/drivers/drivers.service';
import type { DemoRecords } from './demo-seed-steps';

/** The team's records as the demo seed's steps read them (see DemoRecords). */
export function demoRecordsOf(ctx: RequestContext): DemoRecords {
  return { cars: () => getCarOptions(ctx), drivers: () => getDrivers(ctx), clientIds: [] };
}
