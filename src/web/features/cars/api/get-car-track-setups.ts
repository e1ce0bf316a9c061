import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarTrackSetup } from '@shared/car-track-setups/car-track-setups.contract';
import { api } from '@web/lib/api-client';

export const getCarTrackSetups = (carId: string, signal?: AbortSignal) =>
  api.get<CarTrackSetup[]>(`/api/cars/${carId}/track-setups`, undefined, signal);

export const carTrackSetupsQuery = (carId: string) =>
  queryOptions({
    queryKey: ['cars', carId, 'track-setups'],
    queryFn: ({ signal }) => getCarTrackSetups(carId, signal),
  });

export const useCarTrackSetups = (carId: string) => useQuery(carTrackSetupsQuery(carId));
