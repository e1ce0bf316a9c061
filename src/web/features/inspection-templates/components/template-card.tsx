import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import type { InspectionTemplate } from '@shared/inspection-templates/inspection-templates.contract';
import { templateTypeLabel } from '@shared/inspection-templates/inspection-templates.rules';
import { formatCents } from '@shared/lib/money';

export function TemplateCard({
  template,
  onViewItems,
  onDelete,
  canManage,
}: {
  template: InspectionTemplate;
  onViewItems: () => void;
  onDelete: () => void;
  canManage: boolean;
}) {
  return (
    <Card withBorder padding="md" aria-label={template.name} component="article">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Title>
          {template.isDefault ? (
            <Badge color="green" style={{ flexShrink: 0 }}>
              Default
            </Badge>
          ) : null}
        </Group>
        <Badge variant="light" w="fit-content">
          {templateTypeLabel(template.inspectionType)}
        </Badge>
        {template.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {template.description}
          </Text>
        ) : null}
        <Text size="sm">
          Base fee {formatCents(template.baseFeeCents)} · {template.estimatedMinutes} min ·{' '}
          {template.itemCount === 1 ? '1 item' : `${template.itemCount} items`}
        </Text>
        <Group gap="xs" mt="auto">
          <Button size="xs" variant="light" leftSection={<IconListCheck size={14} />} onClick={onViewItems}>
            View Items
          </Button>
          {canManage ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              aria-label={`Delete ${template.name}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
