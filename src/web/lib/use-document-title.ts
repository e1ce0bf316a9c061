import { useEffect } from 'react';

export const productName = 'Pitboard';

/** The browser tab's text for a screen: "Fleet Vehicles · Pitboard". */
export function documentTitle(screen: string): string {
  return `${screen} · ${productName}`;
}

/** Names the current screen in the browser tab (and in history and bookmarks). */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
