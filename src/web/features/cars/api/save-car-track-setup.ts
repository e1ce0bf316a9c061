import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarTrackSetup, SaveTrackSetupInput } from '@shared/car-track-setups/car-track-setups.contract';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export const saveCarTrackSetup = ({ carId, input }: { carId: string; input: SaveTrackSetupInput }) =>
  api.put<CarTrackSetup>(`/api/cars/${carId}/track-setups`, input);

/** Track setup notes show only on their car. */
export function useSaveCarTrackSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarTrackSetup,
    onSuccess: (_setup, { carId }) => queryClient.invalidateQueries({ queryKey: carKeys.trackSetups(carId) }),
  });
}
