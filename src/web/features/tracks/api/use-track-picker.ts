import type { TrackOption } from '@shared/tracks/tracks.contract';
import { useServerPicker, type PickerSource, type ServerPickerOptions } from '@web/lib/use-server-picker';
import { trackOptionsQuery } from './get-track-options';

const trackSource = (withLocation: boolean): PickerSource<TrackOption> => ({
  query: trackOptionsQuery,
  toItem: (track) => ({ value: track.id, label: withLocation ? `${track.name} (${track.location})` : track.name }),
  messages: { loading: 'Loading tracks...', failed: 'Failed to fetch tracks', nothingFound: 'No tracks match' },
});

export interface TrackPickerOptions extends ServerPickerOptions<TrackOption> {
  /** Labels 'Laguna Seca (Monterey, CA)' rather than 'Laguna Seca'. */
  withLocation?: boolean | undefined;
}

/**
 * The props of a searchable Mantine Select of the team's active tracks, asked of the server:
 * the first 50 by name whose name or location matches what is typed, plus the chosen track.
 */
export function useTrackPicker<T extends TrackPickerOptions>(options: T) {
  const { withLocation = false, ...rest } = options;
  return useServerPicker(trackSource(withLocation), rest).props;
}
