import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { paths } from '@web/app/paths';

/** The free plan's vehicle limit, with the way to lift it. */
export function CarPlanLimitNotice({ children }: { children?: React.ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock />} title="Free plan limit reached" role="status">
      <Text size="sm" mb="sm">
        {planLimitMessages.cars}
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
