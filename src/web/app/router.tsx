import { createBrowserRouter } from 'react-router';
import { authClient } from '@web/lib/auth-client';
import { buildRoutes } from './routes';

/**
 * The session is asked for as the app starts, while the first screen's code loads, rather than
 * when the first guard renders after it: every signed-in screen waits for it, and so does the
 * landing page on a device that remembers a session.
 * The listener keeps better-auth's session store mounted from then on, as the guards would.
 */
authClient.$store.atoms.session?.listen(() => undefined);

export const router = createBrowserRouter(buildRoutes());
