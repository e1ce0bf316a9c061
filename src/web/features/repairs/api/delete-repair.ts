import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { repairQuery } from './get-repair';
import { invalidateRepairDependents } from './invalidate';

export const deleteRepair = (id: string) => api.delete(`/api/repairs/${id}`);

export function useDeleteRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRepair,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: repairQuery(id).queryKey });
      await invalidateRepairDependents(queryClient, { deletedId: id });
    },
  });
}
