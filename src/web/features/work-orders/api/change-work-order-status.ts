import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder, WorkOrderStatusInput } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { workOrderQuery } from './get-work-order';
import { invalidateWorkOrderDependents } from './invalidate';

export const changeWorkOrderStatus = ({ id, input }: { id: string; input: WorkOrderStatusInput }) =>
  api.post<WorkOrder>(`/api/work-orders/${id}/status`, input);

/** Send for approval, approve, back to draft, cancel; the server refuses an illegal move (409). */
export function useChangeWorkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkOrderStatus,
    onSuccess: async (workOrder) => {
      queryClient.setQueryData(workOrderQuery(workOrder.id).queryKey, workOrder);
      await invalidateWorkOrderDependents(queryClient);
    },
  });
}
