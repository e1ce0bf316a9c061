import { lazy, Suspense } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNothingKeptOffline } from '@web/lib/nothing-kept-offline';

/** Loaded when first needed (it is here offline: the service worker keeps every file of the app). */
const NotAvailableOffline = lazy(() =>
  import('./not-available-offline').then((module) => ({ default: module.NotAvailableOffline })),
);

/**
 * A screen (or part of one) whose data is on its way. Without a connection, when this device has
 * kept nothing of it (never opened here), it says so with a way back instead of spinning until the
 * connection returns; then it loads by itself.
 */
export function PageLoader({ label }: { label?: string }) {
  const nothingKept = useNothingKeptOffline();
  const spinner = (
    <Stack align="center" gap="xs">
      <Loader aria-label={label ?? 'Loading'} />
      {label ? <Text c="dimmed">{label}</Text> : null}
    </Stack>
  );
  return (
    <Center mih={240} role="status" aria-live="polite">
      {nothingKept ? (
        <Suspense fallback={spinner}>
          <NotAvailableOffline />
        </Suspense>
      ) : (
        spinner
      )}
    </Center>
  );
}
