import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventEntries } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { driverKeys } from './keys';

export const getDriverEvents = (id: string, signal?: AbortSignal) =>
  api.get<EventEntries>(`/api/drivers/${id}/events`, undefined, signal);

export const driverEventsQuery = (id: string) =>
  queryOptions({ queryKey: driverKeys.events(id), queryFn: ({ signal }) => getDriverEvents(id, signal) });

/** The driver's newest events (registered to drive or drove a session), with their cars. */
export const useDriverEvents = (id: string) => useQuery(driverEventsQuery(id));
