import { useQuery } from '@tanstack/react-query';
import type { TrackOption } from '@shared/tracks/tracks.contract';
import { pickerOptionsQuery, type PickerParams } from '@web/lib/picker-options';
import { trackKeys } from './keys';

/** Under trackKeys.options(): a change to any track refreshes every picker. Search: name or location. */
export const trackOptionsQuery = (params: PickerParams = {}) =>
  pickerOptionsQuery<TrackOption>('/api/tracks/options', trackKeys.options(), params);

/** The first active tracks by name matching the params (50 unless `limit` says otherwise), plus `ids`. */
export const useTrackOptions = (params: PickerParams = {}) => useQuery(trackOptionsQuery(params));
