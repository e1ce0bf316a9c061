import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { driverQuery } from './get-driver';

export const deleteDriver = (id: string) => api.delete(`/api/drivers/${id}`);

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: driverQuery(id).queryKey });
      // Cars and registrations may have named this driver.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'drivers' || q.queryKey[0] === 'cars',
      });
    },
  });
}
