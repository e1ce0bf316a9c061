import { Group, Indicator, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeamMembershipOption } from '@shared/team/team.contract';
import { teamMessages } from '@shared/team/team.messages';
import { useMe } from '@web/features/account/api/get-me';
import { errorMessage } from '@web/lib/api-client';
import { prefetchedLazy } from '@web/lib/prefetched-lazy';
import { confirmIfUnsentWrites } from '@web/ui/confirm-unsent-writes';
import { DeferredMenu } from '@web/ui/deferred-menu';
import { notifyError } from '@web/ui/notify';
import { useSwitchTeam } from '../api/switch-team';
import { pendingInvitations } from './pending-invitations';
import { useEnterTeam } from './use-enter-team';

const switcherMenu = prefetchedLazy(() => import('./team-switcher-menu').then((module) => module.TeamSwitcherMenu));

/**
 * The header's current team. With several teams, or an invitation waiting, it opens a menu to
 * switch teams (the cache is emptied and the dashboard opens) or to open the invitation. On a
 * phone the name is shortened to the room the header has; the button's label names the team.
 */
export function TeamSwitcher() {
  const me = useMe();
  const queryClient = useQueryClient();
  const switchTeam = useSwitchTeam();
  const enterTeam = useEnterTeam();
  if (!me.data) return null;
  const { team, teams, invitations } = me.data;

  // Shortened with an ellipsis when the header is short of room (on a phone); whole on hover.
  const teamName = (
    <Text size="sm" fw={500} maw={180} truncate title={team.name} style={{ minWidth: 0 }}>
      {team.name}
    </Text>
  );

  if (teams.length <= 1 && invitations.length === 0) {
    return (
      <Group gap={6} wrap="nowrap" aria-label={`Team: ${team.name}`} role="group" style={{ minWidth: 0 }}>
        <IconUsersGroup size={18} aria-hidden style={{ flexShrink: 0 }} />
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

  const trigger = (
    <UnstyledButton aria-label={label} disabled={switchTeam.isPending} style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Indicator
          disabled={invitations.length === 0}
          color="pitRed"
          size={9}
          offset={2}
          processing={false}
          style={{ flexShrink: 0 }}
        >
          <IconUsersGroup size={18} aria-hidden style={{ flexShrink: 0 }} />
        </Indicator>
        {teamName}
        <IconChevronDown size={14} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
  return (
    <DeferredMenu
      trigger={trigger}
      load={switcherMenu.prefetch}
      menu={(opening) => <switcherMenu.Component opening={opening} trigger={trigger} me={me.data} onChoose={choose} />}
    />
  );
}
