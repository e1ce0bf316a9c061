import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { roleLabels, type TeamRole } from '@shared/auth/permissions.rules';
import { formatDate } from '@shared/lib/dates';
import type { TeamMember } from '@shared/team/team.contract';
import { roleOptions } from './role-options';

/**
 * The team's members. A team manager (`manage`) picks each member's role and removes members
 * (never themselves); everyone else reads the list. On a phone the table scrolls inside its own
 * box, which the keyboard can reach.
 */
export function MembersTable({
  members,
  manage,
  changingRoleOf,
  onChangeRole,
  onRemove,
}: {
  members: TeamMember[];
  manage: boolean;
  /** The member whose role is being saved. */
  changingRoleOf: string | null;
  onChangeRole: (member: TeamMember, role: TeamRole) => void;
  onRemove: (member: TeamMember) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={manage ? 760 : 600} type="native" tabIndex={0} role="region" aria-label="Members">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Joined</Table.Th>
            {manage ? <Table.Th>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {member.name}
                  </Text>
                  {member.isYou ? (
                    <Badge size="sm" variant="light" color="blue" style={{ flexShrink: 0 }}>
                      You
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.email}</Text>
              </Table.Td>
              <Table.Td>
                {manage ? (
                  <Select
                    aria-label={`Role of ${member.name} (${member.email})`}
                    data={roleOptions}
                    value={member.role}
                    allowDeselect={false}
                    checkIconPosition="right"
                    size="xs"
                    w={190}
                    disabled={changingRoleOf === member.id}
                    onChange={(value) => {
                      const role = roleOptions.find((option) => option.value === value)?.value;
                      if (role && role !== member.role) onChangeRole(member, role);
                    }}
                  />
                ) : (
                  <Text size="sm">{roleLabels[member.role]}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(member.joinedAt)}</Text>
              </Table.Td>
              {manage ? (
                <Table.Td>
                  {member.isYou ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconUserMinus size={14} />}
                      aria-label={`Remove ${member.name} (${member.email})`}
                      onClick={() => onRemove(member)}
                    >
                      Remove
                    </Button>
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
