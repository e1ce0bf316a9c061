import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarTrackSetup, SaveTrackSetupInput } from '@shared/car-track-setups/car-track-setups.contract';
import { api } from '@web/lib/api-client';
import { carTrackSetupsQuery } from './get-car-track-setups';

export const saveCarTrackSetup = ({ carId, input }: { carId: string; input: SaveTrackSetupInput }) =>
  api.put<CarTrackSetup>(`/api/cars/${carId}/track-setups`, input);

export function useSaveCarTrackSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarTrackSetup,
    onSuccess: (_setup, { carId }) => queryClient.invalidateQueries({ queryKey: carTrackSetupsQuery(carId).queryKey }),
  });
}
