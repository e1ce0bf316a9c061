import type { DueListQuery } from '@shared/due-list/due-list.contract';

export const dueListKeys = {
  all: ['due-list'] as const,
  list: (query: DueListQuery) => [...dueListKeys.all, query] as const,
};
