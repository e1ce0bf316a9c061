import { useQuery } from '@tanstack/react-query';
import type { EventOption } from '@shared/events/events.contract';
import { pickerOptionsQuery, type PickerParams } from '@web/lib/picker-options';
import { eventKeys } from './keys';

/** What a picker asks GET /api/events/options for (see eventOptionsQuerySchema). */
export interface EventOptionsParams extends PickerParams {
  /** Only the events on or after this day (YYYY-MM-DD), soonest first; newest first without it. */
  from?: string | undefined;
}

/** Under eventKeys.options(): a change to any event refreshes every picker. Search: title or track. */
export const eventOptionsQuery = ({ from, ...params }: EventOptionsParams = {}) =>
  pickerOptionsQuery<EventOption>('/api/events/options', eventKeys.options(), params, { from });

export const useEventOptions = (params: EventOptionsParams = {}) => useQuery(eventOptionsQuery(params));
