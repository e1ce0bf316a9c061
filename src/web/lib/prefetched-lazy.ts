import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a component whose code is fetched before it is first drawn (a DeferredMenu
 * fetches its menu's when the trigger is pointed at, focused or pressed): `prefetch` fetches it,
 * and once it has arrived `Component` draws in the same pass as the update that shows it. A plain
 * React.lazy suspends on its first render even then, as its module resolves a moment after React
 * asks for it, and React reveals what was suspended at most every 300 ms after the fallback
 * showed: a menu opened a third of a second after the press.
 */
export function prefetchedLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; prefetch: () => Promise<ComponentType<P>> } {
  let loaded: { default: ComponentType<P> } | undefined;
  const prefetch = () =>
    load().then((component) => {
      loaded = { default: component };
      return component;
    });
  const Component = lazy(() => {
    if (!loaded) return prefetch().then((component) => ({ default: component }));
    const module = loaded;
    // A thenable that calls back at once: React.lazy has the module while it asks, and draws it.
    const answeredAtOnce = { then: (resolve: (value: typeof module) => void) => resolve(module) };
    return answeredAtOnce as unknown as Promise<typeof module>;
  });
  return { Component, prefetch };
}
