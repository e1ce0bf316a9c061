import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteInspectionTemplate } from '../api/delete-inspection-template';
import { useInspectionTemplates } from '../api/get-inspection-templates';
import { TemplateCard } from '../components/template-card';
import { TemplateFormModal } from '../components/template-form-modal';
import { TemplateItemsModal } from '../components/template-items-modal';

export function InspectionTemplatesPage() {
  useDocumentTitle('Inspection Templates');
  const templates = useInspectionTemplates();
  const canManageAssignments = useCan('manage_assignments');
  const canInspect = useCan('perform_inspections');
  const remove = useDeleteInspectionTemplate();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const canManage = canManageAssignments || canInspect;

  const newButton = canManage ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      New Template
    </Button>
  ) : null;

  const confirmDelete = (id: string, name: string) =>
    confirmAction({
      title: 'Delete template',
      message: `Are you sure you want to delete ${name}? It will no longer be listed or used for inspections.`,
      confirmLabel: 'Delete',
      onConfirm: () => {
        remove.mutate(id, {
          onSuccess: () => notifySuccess(`Template ${name} deleted`),
          onError: (err) => notifyError(errorMessage(err, 'The template could not be deleted')),
        });
      },
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Inspection Templates"
        subtitle="Checklists for pre-event, post-event and other inspections. Without one, inspections use the built-in checklist."
        actions={newButton}
      />
      {templates.isPending ? (
        <PageLoader label="Loading templates..." />
      ) : templates.isError ? (
        <ErrorState message="Failed to load inspection templates" onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState
          title="No inspection templates yet"
          description="Inspections use the built-in 12-item checklist until you create a template."
          action={newButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {templates.data.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              canManage={canManage}
              onViewItems={() => setViewing(t.id)}
              onDelete={() => confirmDelete(t.id, t.name)}
            />
          ))}
        </SimpleGrid>
      )}
      <TemplateFormModal opened={creating} onClose={() => setCreating(false)} />
      <TemplateItemsModal templateId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
