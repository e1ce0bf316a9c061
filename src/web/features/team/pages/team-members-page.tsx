import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMailPlus, IconMail } from '@tabler/icons-react';
import { can, permissionMessages, roleLabels, type TeamRole } from '@shared/auth/permissions.rules';
import { teamMessages, type TeamInvitation, type TeamMember } from '@shared/team/team.contract';
import { useMe } from '@web/features/account/api/get-me';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useChangeMemberRole } from '../api/change-member-role';
import { useTeam } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';
import { useShopIdentity } from '../api/shop-identity';
import { ShopIdentityCard } from '../components/shop-identity-card';
import { InviteMemberModal } from '../components/invite-member-modal';
import { MembersTable } from '../components/members-table';
import { PendingInvitationsTable } from '../components/pending-invitations-table';

/**
 * Settings → Team Members: who is in the current team and with which role. A team manager
 * invites people, changes roles, removes members and cancels pending invitations; everyone
 * else sees the list only.
 */
export function TeamMembersPage() {
  useDocumentTitle('Team Members');
  const team = useTeam();
  const me = useMe();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const cancel = useCancelInvitation();
  const [inviting, setInviting] = useState(false);
  const manage = can(me.data, 'manage_roles');
  const identity = useShopIdentity();

  const handleChangeRole = (member: TeamMember, role: TeamRole) =>
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => notifySuccess(`${member.name} is now ${roleLabels[role]}`),
        onError: (err) => notifyError(errorMessage(err, 'The role could not be changed')),
      },
    );

  const handleRemove = (member: TeamMember) =>
    confirmAction({
      title: 'Remove member',
      message: teamMessages.removeConfirm(member.name),
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: () => notifySuccess(`${member.name} was removed from the team`),
          onError: (err) => notifyError(errorMessage(err, 'The member could not be removed')),
        }),
    });

  const handleCancel = (invitation: TeamInvitation) =>
    cancel.mutate(invitation.id, {
      onSuccess: () => notifySuccess(`Invitation to ${invitation.email} cancelled`),
      onError: (err) => notifyError(errorMessage(err, 'The invitation could not be cancelled')),
    });

  const inviteButton = manage ? (
    <Button leftSection={<IconMailPlus size={16} />} onClick={() => setInviting(true)}>
      Invite Member
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Team Members"
        subtitle={team.data ? `The people working in ${team.data.team.name}` : 'The people working in your team'}
        actions={team.data ? inviteButton : null}
      />
      {team.isPending || me.isPending ? (
        <PageLoader label="Loading team members..." />
      ) : team.isError ? (
        <ErrorState
          message={`Failed to load team members: ${errorMessage(team.error, 'Please try again.')}`}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <>
          {manage ? null : (
            <Text c="dimmed" size="sm">
              {permissionMessages.manage_roles}
            </Text>
          )}
          <MembersTable
            members={team.data.members}
            manage={manage}
            changingRoleOf={changeRole.isPending ? (changeRole.variables?.memberId ?? null) : null}
            onChangeRole={handleChangeRole}
            onRemove={handleRemove}
          />
          {manage ? (
            <Stack gap="sm">
              <Title order={2} size="h3">
                Pending Invitations
              </Title>
              {team.data.invitations.length === 0 ? (
                <EmptyState
                  icon={<IconMail size={26} />}
                  title="No pending invitations"
                  description="Invite someone by email: they join the team once they accept."
                />
              ) : (
                <PendingInvitationsTable
                  invitations={team.data.invitations}
                  cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
                  onCancel={handleCancel}
                />
              )}
            </Stack>
          ) : null}
        </>
      )}
      {identity.isPending || me.isPending ? (
        <PageLoader label="Loading shop details..." />
      ) : identity.isError ? (
        <ErrorState
          message={errorMessage(identity.error, 'The shop details could not be loaded')}
          onRetry={() => void identity.refetch()}
        />
      ) : (
        <ShopIdentityCard identity={identity.data} manage={can(me.data, 'manage_shop_identity')} />
      )}
      <InviteMemberModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
