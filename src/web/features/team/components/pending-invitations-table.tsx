import { Button, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { roleLabels } from '@shared/auth/permissions.rules';
import { formatDate } from '@shared/lib/dates';
import type { TeamInvitation } from '@shared/team/team.contract';

/** Invitations sent and not yet answered, each with Cancel. */
export function PendingInvitationsTable({
  invitations,
  cancelling,
  onCancel,
}: {
  invitations: TeamInvitation[];
  /** The invitation being cancelled. */
  cancelling: string | null;
  onCancel: (invitation: TeamInvitation) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={680} type="native" tabIndex={0} role="region" aria-label="Pending invitations">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Invited by</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {invitation.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{roleLabels[invitation.role]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{invitation.invitedBy}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(invitation.expiresAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} />}
                  aria-label={`Cancel invitation to ${invitation.email}`}
                  loading={cancelling === invitation.id}
                  onClick={() => onCancel(invitation)}
                >
                  Cancel
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
