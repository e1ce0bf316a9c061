import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { carTrackSetupsQuery } from './get-car-track-setups';

export const deleteCarTrackSetup = ({ carId, setupId }: { carId: string; setupId: string }) =>
  api.delete(`/api/cars/${carId}/track-setups/${setupId}`);

export function useDeleteCarTrackSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarTrackSetup,
    onSuccess: (_data, { carId }) => queryClient.invalidateQueries({ queryKey: carTrackSetupsQuery(carId).queryKey }),
  });
}
