import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { clientMessages } from '@shared/clients/clients.rules';
import { paths } from '@web/app/paths';
import { EmptyState } from '@web/ui/empty-state';

export function BackToClients() {
  return (
    <Anchor component={Link} to={paths.clients} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Clients
      </Group>
    </Anchor>
  );
}

export function ClientNotFound() {
  return <EmptyState title={clientMessages.notFound} action={<BackToClients />} />;
}
