import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Wordmark } from '@web/ui/wordmark';

export function PublicHeader() {
  return (
    <Container size="lg" py="md" component="header">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="Pitboard home">
          <Wordmark />
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={paths.login} variant="subtle" size="sm">
            Sign in
          </Button>
          <Button component={Link} to={paths.register} size="sm" visibleFrom="xs">
            Get started
          </Button>
        </Group>
      </Group>
    </Container>
  );
}
