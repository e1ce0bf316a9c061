import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export const deleteCarTrackSetup = ({ carId, setupId }: { carId: string; setupId: string }) =>
  api.delete(`/api/cars/${carId}/track-setups/${setupId}`);

/** Track setup notes show only on their car. */
export function useDeleteCarTrackSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarTrackSetup,
    onSuccess: (_data, { carId }) => queryClient.invalidateQueries({ queryKey: carKeys.trackSetups(carId) }),
  });
}
