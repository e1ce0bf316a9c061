import { useState } from 'react';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { calendarFeedMessages } from '@shared/calendar-feed/calendar-feed.rules';
import { formatDate } from '@shared/lib/dates';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from './change-calendar-feed';
import { useCalendarFeed } from './get-calendar-feed';

/**
 * The member's private calendar address: create it, copy it (shown once, as only its hash is
 * kept), replace it or revoke it, each replacement or revocation after a confirmation.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);

  const makeAddress = () =>
    create
      .mutateAsync()
      .then((created) => {
        setAddress(new URL(created.path, window.location.origin).toString());
        notifySuccess('Calendar address created');
      })
      .catch((err: unknown) => notifyError(errorMessage(err, 'The calendar address could not be created')));

  const confirmRegenerate = () =>
    confirmAction({
      title: calendarFeedMessages.regenerateTitle,
      message: calendarFeedMessages.regenerateBody,
      confirmLabel: 'Create new address',
      onConfirm: () => void makeAddress(),
    });

  const confirmRevoke = () =>
    confirmAction({
      title: calendarFeedMessages.revokeTitle,
      message: calendarFeedMessages.revokeBody,
      confirmLabel: 'Revoke',
      onConfirm: () => {
        revoke
          .mutateAsync()
          .then(() => {
            setAddress(null);
            notifySuccess('Calendar feed revoked');
          })
          .catch((err: unknown) => notifyError(errorMessage(err, 'The calendar feed could not be revoked')));
      },
    });

  let body;
  if (feed.isPending) {
    body = (
      <Text size="sm" c="dimmed">
        Loading calendar feed...
      </Text>
    );
  } else if (feed.isError) {
    body = (
      <Alert color="red" variant="light" title="The calendar feed could not be loaded">
        <Button size="xs" variant="default" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!feed.data.active) {
    body = (
      <Group>
        <Button
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => void makeAddress()}
        >
          Create calendar address
        </Button>
      </Group>
    );
  } else {
    body = (
      <Stack gap="sm">
        {address ? (
          <>
            <TextInput
              label="Calendar address"
              value={address}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              description="Copy it now: Pitboard keeps only a fingerprint of it, so it is shown this once."
              inputWrapperOrder={['label', 'input', 'description']}
            />
          </>
        ) : (
          <Text size="sm">
            Your calendar feed is on since {formatDate(feed.data.createdAt)}. Its address was shown when it was created;
            create a new address to subscribe another calendar (the current one stops working).
          </Text>
        )}
        <Group gap="xs">
          {address ? (
            <CopyButton value={address} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  <span aria-live="polite">{copied ? 'Copied' : 'Copy address'}</span>
                </Button>
              )}
            </CopyButton>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={create.isPending}
            onClick={confirmRegenerate}
          >
            New address
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={revoke.isPending}
            onClick={confirmRevoke}
          >
            Revoke
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Card component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} size="h4" mb="xs" id="calendar-feed-title">
        Calendar Feed
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Subscribe in Google, Apple or Outlook Calendar to your team's events, scheduled repairs and safety-date
        expirations. The address is private: anyone who has it can read the feed.
      </Text>
      {body}
    </Card>
  );
}
