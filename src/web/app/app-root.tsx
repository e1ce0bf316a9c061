import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

/**
 * Everything around the router, the same in the browser (main.tsx) and at build time
 * (prerender.tsx): a prerendered page hydrates only if both render the same tree.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </StrictMode>
  );
}
