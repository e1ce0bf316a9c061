import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { clientMessages } from '@shared/clients/clients.rules';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useClient } from '../api/get-client';
import { BackToClients, ClientNotFound } from '../components/back-to-clients';
import { ClientInfoCard } from '../components/client-info-card';
import { ClientVehiclesCard } from '../components/client-vehicles-card';

export function ClientProfilePage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  useDocumentTitle(client.data?.label ?? 'Client');

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
        actions={
          <Button component={Link} to={paths.editClient(c.id)} variant="default" leftSection={<IconPencil size={16} />}>
            Edit Client
          </Button>
        }
      />
      <ClientInfoCard client={c} />
      <ClientVehiclesCard client={c} />
    </Stack>
  );
}
