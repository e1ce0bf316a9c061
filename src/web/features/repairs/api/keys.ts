import type { RepairListQuery } from '@shared/repairs/repairs.contract';

export const repairKeys = {
  all: ['repairs'] as const,
  list: (query: RepairListQuery) => [...repairKeys.all, 'list', query] as const,
  detail: (id: string) => [...repairKeys.all, 'detail', id] as const,
};
