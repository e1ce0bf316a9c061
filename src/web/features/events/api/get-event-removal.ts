import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Removal } from '@shared/lib/removal.contract';
import { api } from '@web/lib/api-client';
import { eventKeys } from './keys';

/** Whether the event's destructive action archives it (it has history) or deletes it. */
export const getEventRemoval = (id: string, signal?: AbortSignal) =>
  api.get<Removal>(`/api/events/${id}/removal`, undefined, signal);

export const eventRemovalQuery = (id: string) =>
  queryOptions({ queryKey: eventKeys.removal(id), queryFn: ({ signal }) => getEventRemoval(id, signal) });

export const useEventRemoval = (id: string) => useQuery(eventRemovalQuery(id));
