import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarOption } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { driverKeys } from './keys';

export const getDriverCars = (id: string, signal?: AbortSignal) =>
  api.get<CarOption[]>(`/api/drivers/${id}/cars`, undefined, signal);

export const driverCarsQuery = (id: string) =>
  queryOptions({ queryKey: driverKeys.cars(id), queryFn: ({ signal }) => getDriverCars(id, signal) });

/** The cars that have the driver as their default driver. */
export const useDriverCars = (id: string) => useQuery(driverCarsQuery(id));
