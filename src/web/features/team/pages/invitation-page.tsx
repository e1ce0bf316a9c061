import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { roleLabels } from '@shared/auth/permissions.rules';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import { invitationPath, teamMessages } from '@shared/team/team.contract';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthCard } from '@web/ui/auth-card';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useReceivedInvitation } from '../api/get-received-invitation';
import { useRejectInvitation } from '../api/reject-invitation';
import { useEnterTeam } from '../components/use-enter-team';

const title = 'Team invitation';

/**
 * Where an invitation mail leads. A visitor is asked to sign in (and comes back here) or to
 * create an account with the invited address; a signed-in user accepts or declines.
 */
export function InvitationPage() {
  useDocumentTitle(title);
  const { invitationId = '' } = useParams();
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader label="Loading..." />;
  return (
    <AuthCard title={title}>
      {session ? <ReceivedInvitation invitationId={invitationId} /> : <SignedOut invitationId={invitationId} />}
    </AuthCard>
  );
}

function SignedOut({ invitationId }: { invitationId: string }) {
  return (
    <Stack gap="md">
      <Text>
        You have been invited to join a team on Pitboard. Sign in or create an account with the email address the
        invitation was sent to.
      </Text>
      <Group grow>
        <Button component={Link} to={paths.login} state={{ from: invitationPath(invitationId) }}>
          Sign in
        </Button>
        <Button component={Link} to={paths.register} variant="default">
          Create account
        </Button>
      </Group>
    </Stack>
  );
}

function ReceivedInvitation({ invitationId }: { invitationId: string }) {
  // Once answered, the invitation is gone: it is not read again while the dashboard opens.
  const [leaving, setLeaving] = useState(false);
  const invitation = useReceivedInvitation(invitationId, { enabled: !leaving });
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const enterTeam = useEnterTeam();
  const navigate = useNavigate();
  const busy = accept.isPending || reject.isPending;

  const dashboardLink = (
    <Anchor component={Link} to={paths.dashboard} size="sm">
      Back to dashboard
    </Anchor>
  );

  if (leaving) return <PageLoader label="Opening your dashboard..." />;
  if (invitation.isPending) return <PageLoader label="Loading invitation..." />;
  if (invitation.isError) {
    if (invitation.error instanceof AppError && invitation.error.code === 'not_found') {
      return (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert">
            {teamMessages.invitationNotFound}
          </Alert>
          <Button component={Link} to={paths.dashboard} w="fit-content">
            Go to dashboard
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <ErrorState
          message={errorMessage(invitation.error, 'The invitation could not be loaded')}
          onRetry={() => void invitation.refetch()}
        />
        {dashboardLink}
      </Stack>
    );
  }

  const { invitedBy, teamName, role, expiresAt } = invitation.data;

  const handleAccept = () =>
    accept.mutate(invitationId, {
      onSuccess: ({ team }) => {
        setLeaving(true);
        void enterTeam(teamMessages.joined(team.name));
      },
      onError: (err) => notifyError(errorMessage(err, 'The invitation could not be accepted')),
    });

  const handleDecline = () =>
    reject.mutate(invitationId, {
      onSuccess: () => {
        setLeaving(true);
        notifySuccess(`You declined the invitation to ${teamName}`);
        void navigate(paths.dashboard);
      },
      onError: (err) => notifyError(errorMessage(err, 'The invitation could not be declined')),
    });

  return (
    <Stack gap="md">
      <Text size="lg">
        {invitedBy} invited you to join <strong>{teamName}</strong> as {roleLabels[role]}
      </Text>
      <Text size="sm" c="dimmed">
        Once you join, you work in {teamName} and can switch back to your other teams from the header. The invitation
        expires on {formatDate(expiresAt)}.
      </Text>
      <Group grow>
        <Button onClick={handleAccept} loading={accept.isPending} disabled={busy && !accept.isPending}>
          Accept
        </Button>
        <Button
          variant="default"
          onClick={handleDecline}
          loading={reject.isPending}
          disabled={busy && !reject.isPending}
        >
          Decline
        </Button>
      </Group>
      {dashboardLink}
    </Stack>
  );
}
