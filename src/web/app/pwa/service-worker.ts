import { Workbox } from 'workbox-window';

/** The worker vite-plugin-pwa builds (vite.config.ts), at the root so that it serves every page. */
const workerUrl = '/sw.js';
/** How often an app left open asks for a new version; the browser also asks on each page load. */
const updateCheckIntervalMs = 60 * 60 * 1000;

export interface ServiceWorkerHandle {
  /** Starts the new version that waits and reloads the page onto it. */
  activateUpdate: () => void;
  stop: () => void;
}

/**
 * Registers the service worker, which keeps the app's code for use without a network, once the page
 * has loaded. A new version installs in the background, then waits: `onUpdateReady` tells, and the
 * page moves to it only through `activateUpdate`, so a form half filled in is never reloaded away.
 * Browsers without service workers (or a page served over plain HTTP from another machine) run the
 * app online only, as before: that gives `null`.
 */
export function registerServiceWorker(onUpdateReady: () => void): ServiceWorkerHandle | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(workerUrl, { scope: '/' });
  workbox.addEventListener('waiting', onUpdateReady);
  const registered = workbox.register({ immediate: false }).catch((error: unknown) => {
    console.warn('The app could not be made available offline:', error);
    return undefined;
  });
  const timer = window.setInterval(() => {
    // Offline at the track, the check waits for the next round; the installed version keeps working.
    if (navigator.onLine) workbox.update().catch(() => undefined);
  }, updateCheckIntervalMs);
  return {
    activateUpdate() {
      void registered.then((registration) => {
        if (registration?.waiting) {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        } else {
          // Another tab has started the new version already: this page only needs the reload.
          window.location.reload();
        }
      });
    },
    stop() {
      window.clearInterval(timer);
      workbox.removeEventListener('waiting', onUpdateReady);
    },
  };
}
