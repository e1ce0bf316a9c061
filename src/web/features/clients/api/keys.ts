import type { ClientListParams } from './get-clients';

export const clientKeys = {
  all: ['clients'] as const,
  list: (params: ClientListParams) => [...clientKeys.all, 'list', params] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  vehicles: (id: string) => [...clientKeys.detail(id), 'cars'] as const,
  options: () => [...clientKeys.all, 'options'] as const,
  summary: () => [...clientKeys.all, 'summary'] as const,
};
