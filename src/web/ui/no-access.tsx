import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';

/** A screen the member's role may not use: why, and the way back to the dashboard. */
export function NoAccess({ message, title = 'No access' }: { message: string; title?: string }) {
  return (
    <Paper withBorder p="xl" ta="center" component="section" aria-labelledby="no-access-title">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="h3" id="no-access-title">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to={paths.dashboard}>
          Back to dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Shows `children` only once the role allows the screen: a spinner while the role loads, No access
 * (with `message`) when it does not. Children are not mounted before, so their queries do not run.
 */
export function PermissionGate({
  permission,
  message,
  children,
}: {
  permission: { status: 'pending' | 'allowed' | 'denied' | 'error'; retry: () => void };
  message: string;
  children: ReactNode;
}) {
  switch (permission.status) {
    case 'allowed':
      return children;
    case 'denied':
      return <NoAccess message={message} />;
    case 'error':
      return <ErrorState message="Your role in the team could not be loaded." onRetry={permission.retry} />;
    default:
      return <PageLoader label="Loading..." />;
  }
}
