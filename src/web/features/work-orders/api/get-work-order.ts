import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { workOrderKeys } from './keys';

export const getWorkOrder = (id: string, signal?: AbortSignal) =>
  api.get<WorkOrder>(`/api/work-orders/${id}`, undefined, signal);

export const workOrderQuery = (id: string) =>
  queryOptions({ queryKey: workOrderKeys.detail(id), queryFn: ({ signal }) => getWorkOrder(id, signal) });

export const useWorkOrder = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...workOrderQuery(id), enabled: options.enabled ?? true });
