import type { RouteObject } from 'react-router';

/** Each feature lists its screens; the router mounts them inside the app shell or outside it. */
export interface FeatureRoutes {
  /** Screens for signed-in users, inside the app shell. */
  protected?: RouteObject[];
  /** Screens anyone may see, outside the app shell. */
  public?: RouteObject[];
}

/**
 * Lazy route helper: `lazyPage(() => import('./pages/x-page'), 'XPage')`. What a signed-in screen
 * reads as it opens is named beside it with a loader (early-reads.ts, `readsOnNavigation`).
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return async () => {
    const module = await load();
    return { Component: module[exportName] as React.ComponentType };
  };
}
