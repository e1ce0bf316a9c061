import { driverSchema } from '@shared/drivers/drivers.contract';
import { archiveDriver, deleteDriver, getDriverRemoval, restoreDriver } from './driver-removal';
import { recordRemovalRoutes } from './record-removal.routes';

export const driverRemovalRoutes = recordRemovalRoutes({
  noun: 'driver',
  path: '/api/drivers',
  tags: ['drivers'],
  removalDescription: 'Whether deleting the driver would archive it instead (it has history).',
  schema: driverSchema,
  getRemoval: getDriverRemoval,
  archive: archiveDriver,
  restore: restoreDriver,
  remove: (_deps, ctx, id) => deleteDriver(ctx, id),
});
