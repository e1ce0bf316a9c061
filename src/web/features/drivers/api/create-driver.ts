import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver, DriverInput } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { invalidateDriverDependents } from './invalidate';

export const createDriver = (input: DriverInput) => api.post<Driver>('/api/drivers', input);

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => invalidateDriverDependents(queryClient),
  });
}
