import { Button, Container } from '@mantine/core';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { paths } from './paths';

/**
 * What browsers say when a lazily loaded screen's file is gone, typically because a new
 * version was deployed since the page was opened (Chromium, Safari, Firefox, Vite's preload).
 */
const chunkLoadFailures = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkLoadFailures.some((pattern) => pattern.test(error.message));
}

/** The error element of every route: a reload prompt after a deploy, otherwise a friendly error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  // Going to the same address again clears the error and renders the screen afresh.
  const tryAgain = () => void navigate(location, { replace: true, state: location.state as unknown });
  const newVersion = isChunkLoadError(error);
  useDocumentTitle(newVersion ? 'New version available' : 'Something went wrong');

  return (
    <Container size="sm" py="xl">
      {newVersion ? (
        <ErrorState
          title="A new version of Pitboard is available"
          message="Pitboard was updated since this page was opened. Reload to get the latest version."
          actions={
            <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      ) : (
        <ErrorState
          title="Something went wrong"
          message="This screen ran into a problem. Try again, or go back to the dashboard."
          actions={
            <>
              <Button size="xs" variant="white" color="red" onClick={tryAgain}>
                Try again
              </Button>
              <Button size="xs" variant="default" component={Link} to={paths.dashboard}>
                Go to dashboard
              </Button>
            </>
          }
        />
      )}
    </Container>
  );
}
