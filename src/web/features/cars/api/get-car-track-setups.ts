import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarTrackSetup } from '@shared/car-track-setups/car-track-setups.contract';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export const getCarTrackSetups = (carId: string, signal?: AbortSignal) =>
  api.get<CarTrackSetup[]>(`/api/cars/${carId}/track-setups`, undefined, signal);

export const carTrackSetupsQuery = (carId: string) =>
  queryOptions({
    queryKey: carKeys.trackSetups(carId),
    queryFn: ({ signal }) => getCarTrackSetups(carId, signal),
  });

export const useCarTrackSetups = (carId: string) => useQuery(carTrackSetupsQuery(carId));
