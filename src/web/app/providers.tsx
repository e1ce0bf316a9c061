import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useFocusFirstInvalidFieldOnSubmit } from '@web/lib/form';
import { ModeProvider } from '@web/lib/mode-context';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  useFocusFirstInvalidFieldOnSubmit();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
      forceColorScheme="dark"
    >
      <QueryClientProvider client={queryClient}>
        <ModeProvider>
          <ModalsProvider>
            <Notifications position="top-right" />
            {children}
          </ModalsProvider>
        </ModeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
