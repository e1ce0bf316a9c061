import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder, WorkOrderInput } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { workOrderQuery } from './get-work-order';
import { invalidateWorkOrderDependents } from './invalidate';

export const createWorkOrder = (input: WorkOrderInput) => api.post<WorkOrder>('/api/work-orders', input);
export const updateWorkOrder = ({ id, input }: { id: string; input: WorkOrderInput }) =>
  api.put<WorkOrder>(`/api/work-orders/${id}`, input);

/** The builder's save: creates the work order with its lines, or replaces them when `id` is given. */
export function useSaveWorkOrder(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkOrderInput) => (id ? updateWorkOrder({ id, input }) : createWorkOrder(input)),
    onSuccess: async (workOrder) => {
      queryClient.setQueryData(workOrderQuery(workOrder.id).queryKey, workOrder);
      await invalidateWorkOrderDependents(queryClient);
    },
  });
}
