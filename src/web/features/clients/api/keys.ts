import type { ClientFilterInput } from '@shared/clients/clients.contract';

export type ClientListParams = ClientFilterInput & { page?: number; pageSize?: number };

export const clientKeys = {
  all: ['clients'] as const,
  list: (params: ClientListParams) => [...clientKeys.all, 'list', params] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  vehicles: (id: string) => [...clientKeys.detail(id), 'cars'] as const,
  /** Whether the client's destructive action archives or deletes it. */
  removal: (id: string) => [...clientKeys.detail(id), 'removal'] as const,
  /** The client's next events from the user's `today` on. */
  events: (id: string, today: string) => [...clientKeys.detail(id), 'events', today] as const,
  options: () => [...clientKeys.all, 'options'] as const,
  /** Total Spent (paid invoices), balance (invoices not yet paid) and the last payment. */
  account: (id: string) => [...clientKeys.detail(id), 'account'] as const,
  summary: () => [...clientKeys.all, 'summary'] as const,
};
