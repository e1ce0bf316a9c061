import { lazy, startTransition, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { afterFirstContentfulPaint } from '@web/lib/after-first-paint';

const Overlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));
const ServiceWorkerUpdates = lazy(() =>
  import('./pwa/service-worker-updates').then((module) => ({ default: module.ServiceWorkerUpdates })),
);

/** The toasts' store as the page started: any toast shown since replaces it. */
const toastsAtStart = notificationsStore.getState();
const toastShown = () => notificationsStore.getState() !== toastsAtStart;

/** The window events by which screens open modals (`modals.open…()` of @mantine/modals). */
const modalEvents = ['mantine-modals:openModal', 'mantine-modals:openConfirmModal', 'mantine-modals:openContextModal'];

/**
 * Toasts and confirm dialogs (./overlays), loaded and drawn when the first one is asked for, and
 * the service worker with its "new version" banner (./pwa), loaded once the first screen has
 * painted: none of their code competes with the first screen's for the network and the processor.
 * A toast shown before they are there waits in its store; a modal asked for before then opens as
 * soon as they are there.
 */
export function DeferredOverlays() {
  const [painted, setPainted] = useState(false);
  const [modalWanted, setModalWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  const wanted = useSyncExternalStore(notificationsStore.subscribe, toastShown, () => false) || modalWanted;

  // In a transition, drawing them yields to the browser every few milliseconds instead of holding
  // it for one long task.
  useEffect(() => afterFirstContentfulPaint(() => startTransition(() => setPainted(true))), []);

  useEffect(() => {
    if (mounted) return;
    const early: Event[] = [];
    const keep = (event: Event) => {
      early.push(event);
      setModalWanted(true);
    };
    modalEvents.forEach((type) => window.addEventListener(type, keep));
    return () => {
      modalEvents.forEach((type) => window.removeEventListener(type, keep));
      // Once they are mounted, the modals' provider listens (since its layout effect): it hears
      // the modals asked for before.
      early.forEach((event) => window.dispatchEvent(event));
    };
  }, [mounted]);

  return (
    <>
      {painted ? (
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
        </Suspense>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <Overlays />
          <AfterMount run={setMounted} />
        </Suspense>
      ) : null}
    </>
  );
}

function AfterMount({ run }: { run: (mounted: true) => void }) {
  useEffect(() => run(true), [run]);
  return null;
}
