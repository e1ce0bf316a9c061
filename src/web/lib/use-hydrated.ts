import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a page the server sent prerendered (and when rendering it at build
 * time), true from then on and for every screen drawn in the browser. A prerendered form shows
 * before its code runs: what is typed into it before then would never reach the form's values, so
 * its fields stay read-only and its button disabled until this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
