import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientWorkOrders } from '@shared/work-orders/work-orders.contract';
import { api } from '@web/lib/api-client';
import { workOrderKeys, type ClientWorkOrdersParams } from './keys';

/** The client profile's repair-order tabs: one tab's work orders and every tab's count. */
export const getClientWorkOrders = (clientId: string, query: ClientWorkOrdersParams, signal?: AbortSignal) =>
  api.get<ClientWorkOrders>(`/api/clients/${clientId}/work-orders`, { ...query }, signal);

export const clientWorkOrdersQuery = (clientId: string, query: ClientWorkOrdersParams) =>
  queryOptions({
    queryKey: workOrderKeys.client(clientId, query),
    queryFn: ({ signal }) => getClientWorkOrders(clientId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useClientWorkOrders = (clientId: string, query: ClientWorkOrdersParams) =>
  useQuery(clientWorkOrdersQuery(clientId, query));
