import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { OnlineOnlyGroup } from './online-only';

export function PageHeader({
  title,
  subtitle,
  actions,
  badge,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Beside the title (e.g. Archived). */
  badge?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm" wrap="wrap">
      <Stack gap={4}>
        {badge ? (
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {title}
            </Title>
            {badge}
          </Group>
        ) : (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {actions ? <OnlineOnlyGroup gap="sm">{actions}</OnlineOnlyGroup> : null}
    </Group>
  );
}
