import { startTransition, useEffect, useState } from 'react';

/** True from main.tsx's call to `expectHydration` until the hydrated page's effects have run. */
let pageHydrating = false;

/** Says that the page about to be drawn is hydrated from prerendered markup (see main.tsx). */
export function expectHydration(): void {
  pageHydrating = true;
}

/**
 * False while React hydrates a page the server sent prerendered (and when rendering it at build
 * time), true from then on and for every screen drawn in the browser. A prerendered form shows
 * before its code runs: what is typed into it before then would never reach the form's values, so
 * its fields stay read-only and its button disabled until this turns true.
 *
 * The turn to true is a transition: the form drawn again with its fields enabled yields to the
 * browser every few milliseconds, where an external store's change would redraw it in one task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !pageHydrating);
  useEffect(() => {
    pageHydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
