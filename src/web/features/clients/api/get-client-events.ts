import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventEntry } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export const getClientEvents = (clientId: string, today: string, signal?: AbortSignal) =>
  api.get<EventEntry[]>(`/api/clients/${clientId}/events`, { today }, signal);

export const clientEventsQuery = (clientId: string, today: string) =>
  queryOptions({
    queryKey: clientKeys.events(clientId, today),
    queryFn: ({ signal }) => getClientEvents(clientId, today, signal),
  });

/** The client's next three events (from the user's `today` on), with the client's cars registered. */
export const useClientEvents = (clientId: string, today: string) => useQuery(clientEventsQuery(clientId, today));
