import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedCalendarFeed } from '@shared/calendar-feed/calendar-feed.contract';
import { api } from '@web/lib/api-client';
import { calendarFeedKeys } from './keys';

/** A new private address; the previous one stops working. */
export const createCalendarFeed = () => api.post<CreatedCalendarFeed>('/api/calendar-feed');
export const revokeCalendarFeed = () => api.delete<void>('/api/calendar-feed');

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
