import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventStats } from '@shared/events/event-stats.contract';
import { api } from '@web/lib/api-client';
import { eventKeys } from './keys';

export const getEventStats = (today: string, signal?: AbortSignal) =>
  api.get<EventStats>('/api/events/stats', { today }, signal);

export const eventStatsQuery = (today: string) =>
  queryOptions({ queryKey: eventKeys.stats(today), queryFn: ({ signal }) => getEventStats(today, signal) });

export const useEventStats = (today: string) => useQuery(eventStatsQuery(today));
