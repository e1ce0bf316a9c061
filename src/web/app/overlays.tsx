import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { ServiceWorkerUpdates } from './pwa/service-worker-updates';

/**
 * Toasts and confirm dialogs. Screens reach them through `notifications.show()` (a store) and
 * `modals.openConfirmModal()` (window events), so they need not wrap the app and load after the
 * first page has painted; a toast shown before they load waits in the store. The service worker and
 * its "new version" banner (./pwa) load with them, off the first page's path.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
      <ServiceWorkerUpdates />
    </>
  );
}
