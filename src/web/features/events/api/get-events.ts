import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventList, EventListWhen } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { eventKeys } from './keys';

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

export const getEvents = (query: EventListParams, signal?: AbortSignal) =>
  api.get<EventList>('/api/events', { ...query }, signal);

export const eventsQuery = (query: EventListParams) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of upcoming, previous or all events (active or archived); `today` is the user's local day. */
export const useEvents = (query: EventListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...eventsQuery(query), enabled: options.enabled ?? true });
