import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { clientMessages } from '@shared/clients/clients.rules';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { usePermission } from '@web/features/account/api/use-can';
import { ErrorState } from '@web/ui/error-state';
import { PermissionGate } from '@web/ui/no-access';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useClient } from '../api/get-client';
import { useSaveClient } from '../api/save-client';
import { BackToClients, ClientNotFound } from '../components/back-to-clients';
import { ClientForm } from '../components/client-form';
import { clientFormValues } from '../components/client-form-values';

/**
 * /clients/new and /clients/:id/edit: edit mode when the id is present and is not 'new'. For
 * members who manage clients and assignments; others are told so.
 */
export function ClientFormPage() {
  const { id } = useParams();
  const editId = id && id !== 'new' ? id : null;
  useDocumentTitle(editId ? 'Edit Client' : 'Add New Client');
  return (
    <PermissionGate permission={usePermission('manage_assignments')} message={permissionMessages.manage_assignments}>
      <ClientFormScreen editId={editId} />
    </PermissionGate>
  );
}

function ClientFormScreen({ editId }: { editId: string | null }) {
  const navigate = useNavigate();
  const client = useClient(editId ?? '', { enabled: editId !== null });
  const save = useSaveClient(editId);

  const header = (
    <>
      <BackToClients />
      <PageHeader title={editId ? 'Edit Client' : 'Add New Client'} />
    </>
  );

  if (editId && client.isPending) return <PageLoader label="Loading client..." />;
  if (editId && client.isError) {
    if (client.error instanceof AppError && client.error.code === 'not_found') return <ClientNotFound />;
    return (
      <Stack gap="md">
        {header}
        <ErrorState message={clientMessages.loadFailed} onRetry={() => void client.refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      <ClientForm
        key={editId ?? 'new'}
        initialValues={clientFormValues(editId ? client.data : null)}
        isEdit={editId !== null}
        onCancel={() => void navigate(paths.clients)}
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          notifySuccess(editId ? 'Client updated' : 'Client created');
          await navigate(paths.clients);
        }}
      />
    </Stack>
  );
}
