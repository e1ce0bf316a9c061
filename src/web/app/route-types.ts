import type { RouteObject } from 'react-router';
import { readWhenSignedIn, type EarlyReads } from './early-reads';

/** Each feature lists its screens; the router mounts them inside the app shell or outside it. */
export interface FeatureRoutes {
  /** Screens for signed-in users, inside the app shell. */
  protected?: RouteObject[];
  /** Screens anyone may see, outside the app shell. */
  public?: RouteObject[];
}

/**
 * Lazy route helper: `lazyPage(() => import('./pages/x-page'), 'XPage')`. A signed-in screen may
 * name the export of its module that lists what it reads as it opens (an `EarlyReads`), asked for
 * as soon as its code is here and the session known (see early-reads.ts), before it draws.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  readsName?: { [K in keyof M]: M[K] extends EarlyReads ? K : never }[keyof M] & string,
) {
  return async () => {
    const module = await load();
    if (readsName) readWhenSignedIn(module[readsName] as EarlyReads);
    return { Component: module[exportName] as React.ComponentType };
  };
}
