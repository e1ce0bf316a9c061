import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { Panel, PanelEmpty } from './panel';

export function ClientsPanel({ clients }: { clients: Dashboard['clients'] }) {
  // Adding a client is for members who manage clients and assignments.
  const canAddClient = useCan('manage_assignments');
  return (
    <Panel
      title="Client Overview"
      actions={
        clients.total > 0 ? (
          <Anchor component={Link} to={paths.clients} size="sm">
            View all {clients.total}
          </Anchor>
        ) : null
      }
    >
      {clients.items.length === 0 ? (
        <PanelEmpty
          text="No clients yet"
          action={
            canAddClient ? (
              <Button component={Link} to={paths.newClient} size="xs">
                Add Client
              </Button>
            ) : null
          }
        />
      ) : (
        <Stack gap={0}>
          {clients.items.map((client) => (
            <Group
              key={client.id}
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.client(client.id)} fw={600} size="sm" truncate>
                  {client.label}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {[client.email, client.phone].filter(Boolean).join(' · ') || 'No contact details'}
                </Text>
              </Stack>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {client.carCount} {client.carCount === 1 ? 'vehicle' : 'vehicles'}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
