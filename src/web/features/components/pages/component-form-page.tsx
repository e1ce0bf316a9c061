import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { componentMessages } from '@shared/components/components.rules';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useComponent } from '../api/get-component';
import { useCreateComponent, useUpdateComponent } from '../api/save-component';
import { ComponentForm, componentFormValues } from '../components/component-form';

export function NewComponentPage() {
  useDocumentTitle('Add Component');
  const create = useCreateComponent();
  const navigate = useNavigate();
  const { useMetric } = usePreferences();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.components} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Components
      </Anchor>
      <PageHeader title="Add Component" />
      <ComponentForm
        initialValues={componentFormValues(undefined, useMetric)}
        submitLabel="Add Component"
        onCancel={() => void navigate(paths.components)}
        onSubmit={async (input) => {
          const component = await create.mutateAsync(input);
          notifySuccess(`${component.name} added`);
          await navigate(paths.component(component.id));
        }}
      />
    </Stack>
  );
}

export function EditComponentPage() {
  const { id = '' } = useParams();
  const component = useComponent(id);
  const update = useUpdateComponent();
  const navigate = useNavigate();
  const { useMetric } = usePreferences();
  useDocumentTitle(component.data ? `Edit ${component.data.name}` : 'Edit Component');
  if (component.isPending) return <PageLoader label="Loading component..." />;
  if (component.isError) {
    return (
      <ErrorState
        message={errorMessage(component.error, componentMessages.notFound)}
        onRetry={() => void component.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.component(id)} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to {component.data.name}
      </Anchor>
      <PageHeader title={`Edit ${component.data.name}`} />
      <ComponentForm
        initialValues={componentFormValues(component.data, useMetric)}
        storedDistance={component.data.distance}
        submitLabel="Save Changes"
        onCancel={() => void navigate(paths.component(id))}
        onSubmit={async (input) => {
          await update.mutateAsync({ id, input });
          notifySuccess('Component saved');
          await navigate(paths.component(id));
        }}
      />
    </Stack>
  );
}
