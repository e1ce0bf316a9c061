import { Badge, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { InspectionTemplateItem } from '@shared/inspection-templates/inspection-templates.contract';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useInspectionTemplate } from '../api/get-inspection-template';

function groupByCategory(items: InspectionTemplateItem[]): [string, InspectionTemplateItem[]][] {
  const groups = new Map<string, InspectionTemplateItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

/** A template's checklist items, in the template's order (sort order, category, item name). */
export function TemplateItemsModal({ templateId, onClose }: { templateId: string | null; onClose: () => void }) {
  const query = useInspectionTemplate(templateId);
  const title = query.data ? `${query.data.name}: checklist` : 'Checklist';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={templateId !== null}
      onClose={onClose}
      title={title}
      size="lg"
    >
      {query.isPending ? (
        <PageLoader label="Loading items..." />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, 'The checklist could not be loaded')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">This template has no checklist items.</Text>
      ) : (
        <Stack gap="md">
          {groupByCategory(query.data.items).map(([category, items]) => (
            <Stack key={category} gap={6}>
              <Title order={3} size="h5">
                {category}
              </Title>
              {items.map((item) => (
                <Paper key={item.id} withBorder p="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={500}>{item.itemName}</Text>
                    <Group gap={6}>
                      <Badge variant="light" color={item.isRequired ? 'red' : 'gray'}>
                        {item.isRequired ? 'Required' : 'Optional'}
                      </Badge>
                      <Badge variant="outline" color="gray">
                        {item.inputType.replace('_', ' / ')}
                      </Badge>
                    </Group>
                  </Group>
                  {item.failureCreatesWorkItem ? (
                    <Text size="sm" c="dimmed" mt={4}>
                      Failure creates work item: {item.workItemTemplate ?? `Repair: ${item.itemName}`} ·{' '}
                      {item.estimatedRepairMinutes ?? 60} min
                    </Text>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
