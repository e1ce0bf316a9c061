import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasRememberedSession, useKnownSession } from '@web/lib/known-session';
import { PageLoader } from '@web/ui/page-loader';
import { paths } from './paths';

/** Protected screens: a spinner while the session resolves, /login when signed out. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { data, isPending } = useKnownSession();
  const location = useLocation();
  if (isPending) return <PageLoader label="Loading..." />;
  if (!data) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/**
 * The landing page sends a signed-in user to the dashboard. While the session is being asked for,
 * a device that remembers one waits with a loader; any other shows the page at once, as the server
 * sends it prerendered (the server itself sends a signed-in person on to the dashboard).
 */
export function RedirectSignedInToDashboard({ children }: { children: ReactNode }) {
  const { data, isPending } = useKnownSession();
  if (data) return <Navigate to={paths.dashboard} replace />;
  if (isPending && hasRememberedSession()) return <PageLoader />;
  return children;
}
