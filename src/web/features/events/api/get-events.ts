import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventList } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { eventKeys, type EventListParams } from './keys';

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
