import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRepairInput, Repair } from '@shared/repairs/repairs.contract';
import { api } from '@web/lib/api-client';
import { invalidateRepairDependents } from './invalidate';

export const createRepair = (input: CreateRepairInput) => api.post<Repair>('/api/repairs', input);

export function useCreateRepair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRepair, onSuccess: () => invalidateRepairDependents(queryClient) });
}
