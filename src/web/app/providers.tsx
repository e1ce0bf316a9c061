import { type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ModeProvider } from '@web/lib/mode-context';
import { DeferredOverlays } from './deferred-overlays';
import { themeProviderSettings } from './theme-provider-settings';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    // The theme's CSS variables come with index.html, made at build time (theme-css-variables.tsx).
    <MantineProvider {...themeProviderSettings} withCssVariables={false}>
      <QueryClientProvider client={queryClient}>
        <ModeProvider>
          <DeferredOverlays />
          {children}
        </ModeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
