// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadAppLayout } from './lazy-app-layout';
import { paths } from './paths';
import { buildRoutes } from './routes';

// What the shell and the screens read is asked for as they open; nothing is asked for here.
vi.mock('./early-reads', () => ({ readWhenSignedIn: vi.fn(), readsOnNavigation: vi.fn() }));

describe('the signed-in screens’ route', () => {
  it('draws the app shell from its loaded file, with no lazy component left to suspend on', async () => {
    const shellRoute = buildRoutes().find((route) => route.children?.some((child) => child.path === paths.dashboard));
    if (!shellRoute) throw new Error('No route holds the dashboard');
    // A static element would be drawn with a lazy shell: React shows a lazy component's fallback
    // on its first render even when its file is here, and then reveals it up to 300 ms later.
    expect(shellRoute.element).toBeUndefined();
    const loaded = await (shellRoute.lazy as LazyRouteFunction<RouteObject>)();
    const guard = loaded.element as ReactElement<{ children: ReactElement }>;
    expect(guard.props.children.type).toBe((await loadAppLayout()).AppLayout);
  });
});
