import type { ReactElement } from 'react';
import { Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { roleLabels } from '@shared/auth/permissions.rules';
import type { Me } from '@shared/auth/auth.contract';
import type { TeamMembershipOption } from '@shared/team/team.contract';
import { invitationPath } from '@shared/team/team.paths';
import type { MenuOpening } from '@web/ui/deferred-menu';
import { DeferredMenuRoot } from '@web/ui/deferred-menu-root';
import { pendingInvitations } from './pending-invitations';

/** The team switcher's menu (Mantine's Menu), loaded when its trigger is first pressed (./team-switcher). */
export function TeamSwitcherMenu({
  opening,
  trigger,
  me,
  onChoose,
}: {
  opening: MenuOpening;
  trigger: ReactElement<{ ref?: unknown }>;
  me: Pick<Me, 'team' | 'teams' | 'invitations'>;
  onChoose: (option: TeamMembershipOption) => void;
}) {
  const { team, teams, invitations } = me;
  return (
    <DeferredMenuRoot opening={opening} target={trigger} position="bottom-end" width={260} shadow="md">
      <Menu.Dropdown>
        <Menu.Label>Teams</Menu.Label>
        {teams.map((option) => (
          <Menu.Item
            key={option.id}
            onClick={() => onChoose(option)}
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
    </DeferredMenuRoot>
  );
}
