import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/calendar-feed/calendar-feed.contract';
import { api } from '@web/lib/api-client';
import { calendarFeedKeys } from './keys';

export const getCalendarFeed = (signal?: AbortSignal) => api.get<CalendarFeed>('/api/calendar-feed', undefined, signal);

export const calendarFeedQuery = () =>
  queryOptions({ queryKey: calendarFeedKeys.all, queryFn: ({ signal }) => getCalendarFeed(signal) });

/** Whether the member's calendar feed is on (its address is only known when created). */
export const useCalendarFeed = () => useQuery(calendarFeedQuery());
