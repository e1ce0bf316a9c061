import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';

export function UpgradePanel() {
  return (
    <Card component="section" aria-label="Upgrade to Premium" style={{ borderColor: 'var(--mantine-color-pitRed-8)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <IconCrown size={20} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} aria-hidden />
          Upgrade to Premium
        </Title>
        <Text size="sm" c="dimmed">
          Free during the beta. No credit card needed.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Unlimited cars, events and repairs</List.Item>
          <List.Item>Advanced statistics</List.Item>
          <List.Item>Priority support</List.Item>
        </List>
        <Button component={Link} to={paths.subscription} w="fit-content">
          Upgrade Now
        </Button>
      </Stack>
    </Card>
  );
}
