import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Client } from '@shared/clients/clients.contract';
import { clientMessages } from '@shared/clients/clients.rules';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { ClientRateCardCard } from '@web/features/rate-cards/api/client-rate-card-card';
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
import { ClientInventoryCard } from '../components/client-inventory-card';
import { ClientRepairOrders } from '../components/client-repair-orders';
import { ClientSchedule } from '../components/client-schedule';
import { ClientVehiclesCard } from '../components/client-vehicles-card';

/** Edit Client and Archive / Delete / Restore: for members who manage clients and assignments. */
function ClientActions({ client }: { client: Client }) {
  const navigate = useNavigate();
  const removal = useClientRemoval(client.id);
  const remove = useDeleteClient();
  const archive = useArchiveClient();
  const restore = useRestoreClient();
  return (
    <>
      <Button
        component={Link}
        to={paths.editClient(client.id)}
        variant="default"
        leftSection={<IconPencil size={16} />}
      >
        Edit Client
      </Button>
      <RemovalActions
        noun="client"
        name={client.label}
        deleteMessage={clientMessages.deleteConfirm}
        archivedAt={client.archivedAt}
        removal={removal}
        archive={() => archive.mutateAsync(client.id)}
        restore={() => restore.mutateAsync(client.id)}
        remove={() => remove.mutateAsync(client.id)}
        onDeleted={() => void navigate(paths.clients)}
      />
    </>
  );
}

export function ClientProfilePage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  useDocumentTitle(client.data?.label ?? 'Client');
  const canManage = useCan('manage_assignments');
  const canBill = useCan('manage_billing');

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
        actions={canManage ? <ClientActions client={c} /> : undefined}
      />
      {c.archivedAt ? <ArchivedNotice noun="client" archivedAt={c.archivedAt} /> : null}
      <ClientInfoCard client={c} />
      {canBill ? <ClientAccountCard clientId={c.id} clientName={c.label} /> : null}
      <ClientRateCardCard clientId={c.id} clientName={c.label} canChoose={canBill} />
      <ClientSchedule client={c} />
      <ClientVehiclesCard client={c} canManage={canManage} />
      <ClientInventoryCard client={c} canManage={canManage} />
      <ClientRepairOrders client={c} />
    </Stack>
  );
}
