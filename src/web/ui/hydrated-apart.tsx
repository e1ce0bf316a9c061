import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates in a pass of its own, after the part above it:
 * each pass commits separately, so a long page does not come to life in one long task that would
 * hold up a tap. Drawn in the browser, it changes nothing.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
