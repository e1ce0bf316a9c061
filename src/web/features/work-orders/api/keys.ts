import { rateCardKeys } from '@web/features/rate-cards/api/keys';
import type { ClientWorkOrdersQuery, WorkOrderListQuery } from '@shared/work-orders/work-orders.contract';

export type WorkOrderListParams = Omit<WorkOrderListQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export type ClientWorkOrdersParams = Omit<ClientWorkOrdersQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export const workOrderKeys = {
  all: ['work-orders'] as const,
  list: (query: WorkOrderListParams) => [...workOrderKeys.all, 'list', query] as const,
  detail: (id: string) => [...workOrderKeys.all, 'detail', id] as const,
  /** A client's repair-order tabs (the client profile). */
  client: (clientId: string, query: ClientWorkOrdersParams) =>
    [...workOrderKeys.all, 'client', clientId, query] as const,
  /**
   * The team's default rate card, which prices Quick Add. It sits under the rate cards' key, so
   * a change in Pricing Management refreshes it too.
   */
  defaultRateCard: () => [...rateCardKeys.all, 'default'] as const,
};
