import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useUpdateTeamRecords } from '../api/update-team-records';

export const teamRecordsMessages = {
  label: "Allow the team's cars, events and repairs on public profiles",
  description: "Saved at once. Only the team's own records: a client's car, and everything tied to it, never appears.",
  allowed: "The team's cars, events and repairs can now appear on public profiles",
  stopped: "The team's cars, events and repairs no longer appear on public profiles",
  failed: 'The team setting could not be saved',
} as const;

/**
 * The team's choice whether its own cars, events and repairs may appear on its members' public
 * profiles: a team manager switches it (saved at once); everyone else sees it with the reason.
 */
export function TeamRecordsCard({ allowed }: { allowed: boolean }) {
  const canPublish = useCan('publish_team_records');
  const update = useUpdateTeamRecords();
  const change = (allowTeamRecords: boolean) =>
    update.mutate(
      { allowTeamRecords },
      {
        onSuccess: () => notifySuccess(allowTeamRecords ? teamRecordsMessages.allowed : teamRecordsMessages.stopped),
        onError: (err) => notifyError(errorMessage(err, teamRecordsMessages.failed)),
      },
    );
  return (
    <Card component="section" aria-labelledby="team-records-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="team-records-title">
          Team records
        </Title>
        <Switch
          label={teamRecordsMessages.label}
          description={teamRecordsMessages.description}
          checked={update.isPending ? Boolean(update.variables.allowTeamRecords) : allowed}
          disabled={!canPublish || update.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        {canPublish ? null : (
          <Text size="sm" c="dimmed">
            {permissionMessages.publish_team_records}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
