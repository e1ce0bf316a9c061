import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFromPriceList, WorkOrder } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';

/** Create New Work Order: a draft for the client's car with the items, priced on the server. */
export const createWorkOrderFromPriceList = (input: CreateFromPriceList) =>
  api.post<WorkOrder>('/api/work-orders/from-price-list', input);

export function useCreateWorkOrderFromPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkOrderFromPriceList,
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}
