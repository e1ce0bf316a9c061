import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { eventKeys } from './keys';

export const getEvent = (id: string, signal?: AbortSignal) => api.get<Event>(`/api/events/${id}`, undefined, signal);

/** The event with its track and Quick Stats (registration changes refresh it through eventKeys.all). */
export const eventQuery = (id: string) =>
  queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQuery(id));
