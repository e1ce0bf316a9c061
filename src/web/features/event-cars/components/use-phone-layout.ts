import { useMediaQuery } from '@mantine/hooks';

/** Phones get full-screen modals: long checklists and forms need the whole width. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 36em)') ?? false;
}
