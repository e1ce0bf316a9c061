import { useMediaQuery } from '@mantine/hooks';

/** Phones get full-screen modals: long checklists and forms need the whole width. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 36em)') ?? false;
}

/** The track's buttons: compact at a desk, thumb-sized (42 px high) on a phone. */
export function useTrackButtonSize(): 'xs' | 'md' {
  return usePhoneLayout() ? 'md' : 'xs';
}
