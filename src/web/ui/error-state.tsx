import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function ErrorState({
  message,
  onRetry,
  title,
  actions,
}: {
  message: string;
  onRetry?: () => void;
  title?: string;
  /** Buttons of the caller's own, after the message (in place of or beside Retry). */
  actions?: ReactNode;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={title ?? 'Something went wrong'}
      role="alert"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry || actions ? (
          <Group gap="xs">
            {onRetry ? (
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
            {actions}
          </Group>
        ) : null}
      </Group>
    </Alert>
  );
}
