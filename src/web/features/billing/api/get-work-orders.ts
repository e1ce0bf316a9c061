import { useQuery } from '@tanstack/react-query';
import { workOrdersQuery } from '@web/features/work-orders/api/get-work-orders';

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
