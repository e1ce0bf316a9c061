import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts and confirm dialogs. Screens reach them through `notifications.show()` (a store) and
 * `modals.openConfirmModal()` (window events), so they need not wrap the app and load when the
 * first one is asked for (./deferred-overlays.tsx); a toast shown before they load waits in the
 * store.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
