import type { EventOption } from '@shared/events/events.contract';
import { formatDate } from '@shared/lib/dates';
import { useServerPicker, type PickerSource, type ServerPickerOptions } from '@web/lib/use-server-picker';
import { eventOptionsQuery } from './get-event-options';

/** 'Spring Sprint · 04/12/2026', with its track: 'Spring Sprint · 04/12/2026 · Laguna Seca'. */
const eventLabel = (event: EventOption, withTrack: boolean) =>
  [event.title, formatDate(event.date), ...(withTrack ? [event.trackName] : [])].join(' · ');

const eventSource = (from: string | undefined, withTrack: boolean): PickerSource<EventOption> => ({
  query: (params) => eventOptionsQuery({ ...params, from }),
  toItem: (event) => ({ value: event.id, label: eventLabel(event, withTrack) }),
  messages: { loading: 'Loading events...', failed: 'Failed to fetch events', nothingFound: 'No events match' },
});

export interface EventPickerOptions extends ServerPickerOptions<EventOption> {
  /** Only the events on or after this day (the user's today: the upcoming ones), soonest first. */
  from?: string | undefined;
  /** The track's name in the labels too. */
  withTrack?: boolean | undefined;
}

/**
 * The props of a searchable Mantine Select of the team's events, asked of the server: the
 * first 50, newest first (soonest first with `from`), whose title or track matches what is
 * typed, plus the chosen event.
 */
export function useEventPicker<T extends EventPickerOptions>(options: T) {
  const { from, withTrack = false, ...rest } = options;
  return useServerPicker(eventSource(from, withTrack), rest).props;
}
