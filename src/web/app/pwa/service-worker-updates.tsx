import { useEffect, useRef, useState } from 'react';
import { registerServiceWorker, type ServiceWorkerHandle } from './service-worker';
import { UpdateBanner } from './update-banner';

/**
 * The service worker of the built app and its "new version" banner. The development server builds
 * no worker, so there the app runs without one.
 */
export function ServiceWorkerUpdates() {
  const [updateReady, setUpdateReady] = useState(false);
  const worker = useRef<ServiceWorkerHandle | null>(null);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    worker.current = registerServiceWorker(() => setUpdateReady(true));
    return () => worker.current?.stop();
  }, []);
  return (
    <UpdateBanner
      visible={updateReady}
      onReload={() => worker.current?.activateUpdate()}
      onDismiss={() => setUpdateReady(false)}
    />
  );
}
