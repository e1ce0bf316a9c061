import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPriceListItems, WorkOrder } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';

/** Add to Existing Work Order: the items, priced on the server, join an open work order's lines. */
export const addPriceListItems = ({ workOrderId, input }: { workOrderId: string; input: AddPriceListItems }) =>
  api.post<WorkOrder>(`/api/work-orders/${workOrderId}/price-list-items`, input);

export function useAddPriceListItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPriceListItems,
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}
