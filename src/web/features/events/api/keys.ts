import type { EventListWhen } from '@shared/events/events.contract';

export interface EventListParams {
  /** The user's local today (YYYY-MM-DD). */
  today: string;
  when: EventListWhen;
  track?: string | null;
  /** The archived events instead of the active ones. */
  archived?: boolean;
  page?: number;
  pageSize?: number;
}

export const eventKeys = {
  all: ['events'] as const,
  list: (params: EventListParams) => [...eventKeys.all, 'list', params] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  removal: (id: string) => [...eventKeys.detail(id), 'removal'] as const,
  options: () => [...eventKeys.all, 'options'] as const,
  /** The statistics page: totals, events by type, track records and recent activity. */
  stats: (today: string) => [...eventKeys.all, 'stats', today] as const,
};
