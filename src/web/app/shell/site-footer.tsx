import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '@web/ui/wordmark';
import { paths } from '../paths';

export function SiteFooter() {
  return (
    <Group
      component="footer"
      justify="space-between"
      py="md"
      mt="xl"
      gap="sm"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} Pitboard. All rights reserved.
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
          Privacy Policy
        </Anchor>
        <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
          Terms of Service
        </Anchor>
        <Logo size={22} />
      </Group>
    </Group>
  );
}
