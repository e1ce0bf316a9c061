import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { serviceItemKeys } from './keys';

/** A service item change shows on its car: the items, the car's detail and the fleet's Active Service and Alerts. */
export function invalidateServiceItemDependents(queryClient: QueryClient, carId: string) {
  return invalidateQueryKeys(queryClient, [serviceItemKeys.forCar(carId), carKeys.all]);
}
