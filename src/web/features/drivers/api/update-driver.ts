import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver, DriverInput } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { driverQuery } from './get-driver';
import { invalidateDriverDependents } from './invalidate';

export const updateDriver = ({ id, input }: { id: string; input: DriverInput }) =>
  api.put<Driver>(`/api/drivers/${id}`, input);

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: async (driver) => {
      queryClient.setQueryData(driverQuery(driver.id).queryKey, driver);
      await invalidateDriverDependents(queryClient);
    },
  });
}
