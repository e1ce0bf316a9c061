import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ClientListItem } from '@shared/clients/clients.contract';
import { clientTypeLabel } from '@shared/clients/clients.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths } from '@web/app/paths';

/** The client list; `canEdit` (the member manages clients) adds each row's Edit. */
export function ClientsTable({ clients, canEdit }: { clients: ClientListItem[]; canEdit: boolean }) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th ta="right">Vehicles</Table.Th>
            <Table.Th>Last Visit</Table.Th>
            <Table.Th ta="right">Total Spent</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={paths.client(client.id)} fw={600}>
                    {client.label}
                  </Anchor>
                  {client.isActive ? null : (
                    <Badge color="gray" variant="light" size="sm">
                      Inactive
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{clientTypeLabel(client.type)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {client.email ? (
                    <Anchor href={`mailto:${client.email}`} size="sm">
                      {client.email}
                    </Anchor>
                  ) : null}
                  {client.phone ? (
                    <Text size="sm" c="dimmed">
                      {client.phone}
                    </Text>
                  ) : null}
                  {!client.email && !client.phone ? (
                    <Text size="sm" c="dimmed">
                      No contact details
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{client.vehicleCount}</Table.Td>
              <Table.Td>{client.lastVisit ? formatDate(client.lastVisit) : 'Never'}</Table.Td>
              <Table.Td ta="right">{formatCents(client.totalSpentCents)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    component={Link}
                    to={paths.client(client.id)}
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconEye size={14} />}
                    aria-label={`View ${client.label}`}
                  >
                    View
                  </Button>
                  {canEdit ? (
                    <Button
                      component={Link}
                      to={paths.editClient(client.id)}
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`Edit ${client.label}`}
                    >
                      Edit
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
