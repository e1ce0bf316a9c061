import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { driverQuery } from './get-driver';
import { invalidateDriverDependents } from './invalidate';

export const deleteDriver = (id: string) => api.delete(`/api/drivers/${id}`);

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: driverQuery(id).queryKey });
      await invalidateDriverDependents(queryClient, { deletedId: id });
    },
  });
}
