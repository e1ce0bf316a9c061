import type { ReactNode } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';

/** A titled dashboard panel with optional actions on the right. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export function PanelEmpty({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="md">
      <Title order={3} size="sm" c="dimmed" fw={500}>
        {text}
      </Title>
      {action}
    </Stack>
  );
}
