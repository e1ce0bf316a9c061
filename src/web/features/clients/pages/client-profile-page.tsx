import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { clientMessages } from '@shared/clients/clients.rules';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge, ArchivedNotice, RemovalActions } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useArchiveClient } from '../api/archive-client';
import { useDeleteClient } from '../api/delete-client';
import { useClient } from '../api/get-client';
import { useClientRemoval } from '../api/get-client-removal';
import { useRestoreClient } from '../api/restore-client';
import { BackToClients, ClientNotFound } from '../components/back-to-clients';
import { ClientAccountCard } from '../components/client-account-card';
import { ClientInfoCard } from '../components/client-info-card';
import { ClientRepairOrders } from '../components/client-repair-orders';
import { ClientSchedule } from '../components/client-schedule';
import { ClientVehiclesCard } from '../components/client-vehicles-card';

export function ClientProfilePage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  useDocumentTitle(client.data?.label ?? 'Client');
  const navigate = useNavigate();
  const removal = useClientRemoval(id);
  const remove = useDeleteClient();
  const archive = useArchiveClient();
  const restore = useRestoreClient();

  if (client.isPending) return <PageLoader label="Loading client..." />;
  if (client.isError) {
    if (client.error instanceof AppError && client.error.code === 'not_found') return <ClientNotFound />;
    return <ErrorState message={clientMessages.loadFailed} onRetry={() => void client.refetch()} />;
  }
  const c = client.data;

  return (
    <Stack gap="md">
      <BackToClients />
      <PageHeader
        title={c.label}
        badge={c.archivedAt ? <ArchivedBadge /> : undefined}
        actions={
          <>
            <Button
              component={Link}
              to={paths.editClient(c.id)}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit Client
            </Button>
            <RemovalActions
              noun="client"
              name={c.label}
              deleteMessage={clientMessages.deleteConfirm}
              archivedAt={c.archivedAt}
              removal={removal}
              archive={() => archive.mutateAsync(c.id)}
              restore={() => restore.mutateAsync(c.id)}
              remove={() => remove.mutateAsync(c.id)}
              onDeleted={() => void navigate(paths.clients)}
            />
          </>
        }
      />
      {c.archivedAt ? <ArchivedNotice noun="client" archivedAt={c.archivedAt} /> : null}
      <ClientInfoCard client={c} />
      <ClientAccountCard clientId={c.id} />
      <ClientSchedule client={c} />
      <ClientVehiclesCard client={c} />
      <ClientRepairOrders client={c} />
    </Stack>
  );
}
