import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useKnownSession } from '@web/lib/known-session';
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

/** The landing page sends a signed-in user to the dashboard. */
export function RedirectSignedInToDashboard({ children }: { children: ReactNode }) {
  const { data, isPending } = useKnownSession();
  if (isPending) return <PageLoader />;
  if (data) return <Navigate to={paths.dashboard} replace />;
  return children;
}
