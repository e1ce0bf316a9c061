import type { EventListParams } from './get-events';

export const eventKeys = {
  all: ['events'] as const,
  list: (params: EventListParams) => [...eventKeys.all, 'list', params] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  removal: (id: string) => [...eventKeys.detail(id), 'removal'] as const,
  options: () => [...eventKeys.all, 'options'] as const,
  /** The statistics page: totals, events by type, track records and recent activity. */
  stats: (today: string) => [...eventKeys.all, 'stats', today] as const,
};
