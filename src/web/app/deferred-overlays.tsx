import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from '@web/lib/after-first-paint';

const Overlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));

/** The window events by which screens open modals (`modals.open…()` of @mantine/modals). */
const modalEvents = ['mantine-modals:openModal', 'mantine-modals:openConfirmModal', 'mantine-modals:openContextModal'];

/**
 * Toasts and confirm dialogs (./overlays), loaded once the first screen has painted, so that their
 * code does not compete with that screen's for the network and the processor. A toast shown before
 * then waits in its store; a modal asked for before then makes them load at once, and opens as
 * soon as they are there.
 */
export function DeferredOverlays() {
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);

  // In a transition, their first render yields to the browser every few milliseconds instead of
  // holding it for one long task.
  useEffect(() => afterFirstContentfulPaint(() => startTransition(() => setWanted(true))), []);

  useEffect(() => {
    if (mounted) return;
    const early: Event[] = [];
    const keep = (event: Event) => {
      early.push(event);
      setWanted(true);
    };
    modalEvents.forEach((type) => window.addEventListener(type, keep));
    return () => {
      modalEvents.forEach((type) => window.removeEventListener(type, keep));
      // Once they are mounted, the modals' provider listens (since its layout effect): it hears
      // the modals asked for before.
      early.forEach((event) => window.dispatchEvent(event));
    };
  }, [mounted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
      <AfterMount run={setMounted} />
    </Suspense>
  );
}

function AfterMount({ run }: { run: (mounted: true) => void }) {
  useEffect(() => run(true), [run]);
  return null;
}
