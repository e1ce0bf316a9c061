import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function ErrorState({ message, onRetry, title }: { message: string; onRetry?: () => void; title?: string }) {
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
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
