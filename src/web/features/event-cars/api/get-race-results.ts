import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceResult } from '@shared/race-results/race-results.contract';
import { api } from '@web/lib/api-client';
import { eventCarKeys } from './keys';

export const getRaceResults = (eventId: string, signal?: AbortSignal) =>
  api.get<RaceResult[]>(`/api/events/${eventId}/results`, undefined, signal);

export const raceResultsQuery = (eventId: string) =>
  queryOptions({ queryKey: eventCarKeys.results(eventId), queryFn: ({ signal }) => getRaceResults(eventId, signal) });

export const useRaceResults = (eventId: string) => useQuery(raceResultsQuery(eventId));
