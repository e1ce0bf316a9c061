import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Repair } from '@shared/repairs/repairs.contract';
import { api } from '@web/lib/api-client';
import { repairQuery } from './get-repair';

export const deleteRepairImage = ({ id, imageId }: { id: string; imageId: string }) =>
  api.delete<Repair>(`/api/repairs/${id}/images/${imageId}`);

export function useDeleteRepairImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRepairImage,
    onSuccess: (repair) => queryClient.setQueryData(repairQuery(repair.id).queryKey, repair),
  });
}
