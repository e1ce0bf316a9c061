import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
// Mantine's base styles; each component's own styles come with its code (see vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { AppRoot } from './app/app-root';
import { router } from './app/router';
import { focusFirstInvalidFieldOnSubmit } from './lib/focus-invalid-field';
import { whenSignedIn } from './lib/known-session';
import { appQueryClient } from './lib/query-client';
import { expectHydration } from './lib/use-hydrated';

focusFirstInvalidFieldOnSubmit();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <AppRoot queryClient={appQueryClient}>
    <RouterProvider router={router} />
  </AppRoot>
);

/** Resolves once the router has loaded the code of the first address's screens. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A public page the server sent prerendered (src/web/prerender.tsx) is hydrated, once its screen's
// code is here, rather than drawn again; any other address starts from the empty root. As a
// transition, hydrating yields to the browser every few milliseconds instead of holding it until
// the whole page is done, so the page already shown answers a tap meanwhile.
if (root.hasChildNodes()) {
  expectHydration();
  // Hydrating also waits for the session's answer (asked for by index.html; it is usually here
  // before the screen's code): arriving in the middle, it changed the session store that the
  // providers and guards read, and React then drew the page again in one synchronous pass. A slow
  // answer does not keep the page's forms closed for more than a second after the code.
  void routerReady()
    .then(() => Promise.race([whenSignedIn(), new Promise((resolve) => setTimeout(resolve, 1_000))]))
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
