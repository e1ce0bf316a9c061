import { Button, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useKnownSession } from '@web/lib/known-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthCard } from '@web/ui/auth-card';
import { PageLoader } from '@web/ui/page-loader';
import { paths } from './paths';
import { AppLayout } from './lazy-app-layout';

function NotFoundText() {
  const { pathname } = useLocation();
  return (
    <Text c="dimmed">
      There is no page at <Code>{pathname}</Code>. The link may be mistyped, or the page may have moved.
    </Text>
  );
}

/**
 * An address the app has no screen for: "Page not found" with a way back, inside the app shell
 * for a signed-in user (back to the dashboard) and on its own for a visitor (back home).
 */
export function NotFoundRoute({ hasScreen }: { hasScreen: (to: string) => boolean }) {
  useDocumentTitle('Page not found');
  const { data: session, isPending } = useKnownSession();
  if (isPending) return <PageLoader label="Loading..." />;
  if (!session) {
    return (
      <AuthCard title="Page not found">
        <Stack gap="md">
          <NotFoundText />
          <Button component={Link} to={paths.home} w="fit-content">
            Back to home
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AppLayout hasScreen={hasScreen}>
      <Paper withBorder p="xl" ta="center">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconMapPinOff size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            Page not found
          </Title>
          <NotFoundText />
          <Button component={Link} to={paths.dashboard}>
            Back to dashboard
          </Button>
        </Stack>
      </Paper>
    </AppLayout>
  );
}
