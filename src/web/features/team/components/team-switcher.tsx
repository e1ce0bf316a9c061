import { Group, Indicator, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { roleLabels } from '@shared/auth/permissions.rules';
import type { TeamMembershipOption } from '@shared/team/team.contract';
import { teamMessages } from '@shared/team/team.messages';
import { invitationPath } from '@shared/team/team.paths';
import { useMe } from '@web/features/account/api/get-me';
import { errorMessage } from '@web/lib/api-client';
import { confirmIfUnsentWrites } from '@web/ui/confirm-unsent-writes';
import { notifyError } from '@web/ui/notify';
import { useSwitchTeam } from '../api/switch-team';
import { useEnterTeam } from './use-enter-team';

function pendingInvitations(count: number): string {
  return count === 1 ? '1 pending invitation' : `${count} pending invitations`;
}

/**
 * The header's current team. With several teams, or an invitation waiting, it opens a menu to
 * switch teams (the cache is emptied and the dashboard opens) or to open the invitation. On a
 * phone only the icon shows; the button's label names the team.
 */
export function TeamSwitcher() {
  const me = useMe();
  const queryClient = useQueryClient();
  const switchTeam = useSwitchTeam();
  const enterTeam = useEnterTeam();
  if (!me.data) return null;
  const { team, teams, invitations } = me.data;

  const teamName = (
    <Text size="sm" fw={500} visibleFrom="xs" maw={180} truncate>
      {team.name}
    </Text>
  );

  if (teams.length <= 1 && invitations.length === 0) {
    return (
      <Group gap={6} wrap="nowrap" aria-label={`Team: ${team.name}`} role="group">
        <IconUsersGroup size={18} aria-hidden />
        {teamName}
      </Group>
    );
  }

  const choose = (option: TeamMembershipOption) => {
    if (option.id === team.id || switchTeam.isPending) return;
    // The queued changes were made in this team: the next team's cache starts empty without them.
    confirmIfUnsentWrites(queryClient, { doing: 'Switching team', confirmLabel: 'Switch anyway' }, () =>
      switchTeam.mutate(
        { teamId: option.id },
        {
          onSuccess: (result) => void enterTeam(teamMessages.switched(result.team.name)),
          onError: (err) => notifyError(errorMessage(err, 'Could not switch to that team. Please try again.')),
        },
      ),
    );
  };

  const label =
    invitations.length > 0 ? `Team: ${team.name}, ${pendingInvitations(invitations.length)}` : `Team: ${team.name}`;

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={label} disabled={switchTeam.isPending}>
          <Group gap={6} wrap="nowrap">
            <Indicator disabled={invitations.length === 0} color="pitRed" size={9} offset={2} processing={false}>
              <IconUsersGroup size={18} aria-hidden />
            </Indicator>
            {teamName}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Teams</Menu.Label>
        {teams.map((option) => (
          <Menu.Item
            key={option.id}
            onClick={() => choose(option)}
            leftSection={option.id === team.id ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            aria-current={option.id === team.id ? 'true' : undefined}
          >
            <Stack gap={0}>
              <Text size="sm" truncate>
                {option.name}
              </Text>
              <Text size="xs" c="dimmed">
                {roleLabels[option.role]}
              </Text>
            </Stack>
          </Menu.Item>
        ))}
        {invitations.length > 0 ? (
          <>
            <Menu.Divider />
            <Menu.Label>{pendingInvitations(invitations.length)}</Menu.Label>
            {invitations.map((invitation) => (
              <Menu.Item
                key={invitation.id}
                component={Link}
                to={invitationPath(invitation.id)}
                leftSection={<IconMail size={16} aria-hidden />}
              >
                Invitation to join {invitation.teamName}
              </Menu.Item>
            ))}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
