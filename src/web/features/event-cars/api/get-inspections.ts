import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inspection } from '@shared/inspections/inspections.contract';
import { api } from '@web/lib/api-client';
import { eventCarKeys } from './keys';

/** The inspections recorded for one registered car, oldest first. */
export const getInspections = (eventCarId: string, signal?: AbortSignal) =>
  api.get<Inspection[]>(`/api/event-cars/${eventCarId}/inspections`, undefined, signal);

export const inspectionsQuery = (eventId: string, eventCarId: string) =>
  queryOptions({
    queryKey: eventCarKeys.inspections(eventId, eventCarId),
    queryFn: ({ signal }) => getInspections(eventCarId, signal),
  });

export const useInspections = (eventId: string, eventCarId: string, enabled = true) =>
  useQuery({ ...inspectionsQuery(eventId, eventCarId), enabled });
