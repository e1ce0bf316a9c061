import type { RouteObject } from 'react-router';
import { PageLoader } from '@web/ui/page-loader';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Gives every route the error boundary, so a screen that fails shows the error where it was
 * (inside the app shell for signed-in screens; the shell has one of its own), and a loader while
 * its file first loads. The HydrateFallback matters for errors too: React Router keeps `lazy` on
 * a route whose file failed to load and then renders only down to the nearest route with a
 * HydrateFallback, so without one that screen's error boundary would never show.
 */
export function withRouteDefaults(routes: RouteObject[]): RouteObject[] {
  const defaults = { ErrorBoundary: RouteErrorBoundary, HydrateFallback: PageLoader };
  return routes.map((route) =>
    route.index
      ? { ...defaults, ...route }
      : { ...defaults, ...route, children: route.children && withRouteDefaults(route.children) },
  );
}
