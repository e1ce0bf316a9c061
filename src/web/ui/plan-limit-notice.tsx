import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';

/** A free-plan limit reached: the spec's message and the way to lift it. */
export function PlanLimitNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock />} title="Free plan limit reached" role="status">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Group gap="sm">
        <Button component={Link} to={paths.subscription} size="xs">
          Upgrade
        </Button>
        {children}
      </Group>
    </Alert>
  );
}
