import { type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ModeProvider } from '@web/lib/mode-context';
import { DeferredOverlays } from './deferred-overlays';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
      forceColorScheme="dark"
    >
      <QueryClientProvider client={queryClient}>
        <ModeProvider>
          <DeferredOverlays />
          {children}
        </ModeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
