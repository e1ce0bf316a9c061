import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

/** A titled part of the work order builder, with its own actions beside the title. */
export function WorkOrderSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
