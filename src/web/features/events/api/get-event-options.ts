import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventOption } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { eventKeys } from './keys';

export const getEventOptions = (signal?: AbortSignal) =>
  api.get<EventOption[]>('/api/events/options', undefined, signal);

export const eventOptionsQuery = () =>
  queryOptions({ queryKey: eventKeys.options(), queryFn: ({ signal }) => getEventOptions(signal) });

export const useEventOptions = () => useQuery(eventOptionsQuery());
