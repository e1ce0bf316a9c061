import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderList, WorkOrderListQuery } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { billingKeys } from './keys';

export type BillingWorkOrdersParams = Omit<WorkOrderListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export const getWorkOrders = (query: BillingWorkOrdersParams, signal?: AbortSignal) =>
  api.get<WorkOrderList>('/api/work-orders', { ...query }, signal);

export const workOrdersQuery = (query: BillingWorkOrdersParams) =>
  queryOptions({
    queryKey: billingKeys.workOrders(query),
    queryFn: ({ signal }) => getWorkOrders(query, signal),
    placeholderData: keepPreviousData,
  });

/** The Billing Workflow: the team's approved work orders, ready to invoice. */
export const useApprovedWorkOrders = (params: { clientId?: string; page: number; pageSize: number }) =>
  useQuery(workOrdersQuery({ status: 'approved', ...params }));

/** Add to Existing Work Order: the client's work orders that can still take lines. */
export const useOpenWorkOrders = (clientId: string | null) =>
  useQuery({
    ...workOrdersQuery({ clientId: clientId ?? undefined, editable: 'true', pageSize: 100 }),
    placeholderData: undefined,
    enabled: clientId !== null,
  });
