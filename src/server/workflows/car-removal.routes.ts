import { carSchema } from '@shared/cars/cars.contract';
import { archiveCar, deleteCar, getCarRemoval, restoreCar } from './car-removal';
import { recordRemovalRoutes } from './record-removal.routes';

export const carRemovalRoutes = recordRemovalRoutes({
  noun: 'car',
  deleteNotAppliedOnce: true,
  path: '/api/cars',
  tags: ['cars'],
  removalDescription:
    'Whether deleting the car would archive it instead (it has history), and what a delete takes along.',
  schema: carSchema,
  getRemoval: getCarRemoval,
  archive: archiveCar,
  restore: restoreCar,
  remove: ({ storage }, ctx, id) => deleteCar(storage, ctx, id),
});
