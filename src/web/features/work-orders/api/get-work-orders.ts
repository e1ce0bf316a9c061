import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderList } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { workOrderKeys, type WorkOrderListParams } from './keys';

export const getWorkOrders = (query: WorkOrderListParams, signal?: AbortSignal) =>
  api.get<WorkOrderList>('/api/work-orders', { ...query }, signal);

export const workOrdersQuery = (query: WorkOrderListParams) =>
  queryOptions({
    queryKey: workOrderKeys.list(query),
    queryFn: ({ signal }) => getWorkOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useWorkOrders = (query: WorkOrderListParams) => useQuery(workOrdersQuery(query));
