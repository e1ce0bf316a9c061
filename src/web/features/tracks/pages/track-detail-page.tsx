import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus, IconList, IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { trackMessages } from '@shared/tracks/tracks.contract';
import { formatTrackLength } from '@shared/tracks/tracks.rules';
import { paths, withQuery } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { errorMessage } from '@web/lib/api-client';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge, ArchivedNotice, RemovalActions } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { useArchiveTrack } from '../api/archive-track';
import { useDeleteTrack } from '../api/delete-track';
import { useTrack } from '../api/get-track';
import { useTrackRemoval } from '../api/get-track-removal';
import { useRestoreTrack } from '../api/restore-track';
import { TrackImage } from '../components/track-image';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

export function TrackDetailPage() {
  const { id = '' } = useParams();
  const track = useTrack(id);
  useDocumentTitle(track.data?.name ?? 'Track');
  const { useMetric } = usePreferences();
  const navigate = useNavigate();
  const removal = useTrackRemoval(id);
  const remove = useDeleteTrack();
  const archive = useArchiveTrack();
  const restore = useRestoreTrack();

  const back = (
    <Anchor component={Link} to={paths.tracks} size="sm">
      <IconArrowLeft size={14} aria-hidden /> Back to Tracks
    </Anchor>
  );

  if (track.isPending) return <PageLoader label="Loading track..." />;
  if (track.isError) {
    const notFound = track.error instanceof AppError && track.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        {notFound ? (
          <EmptyState title={trackMessages.notFound} description="It may have been deleted." />
        ) : (
          <ErrorState
            message={errorMessage(track.error, trackMessages.loadFailed)}
            onRetry={() => void track.refetch()}
          />
        )}
      </Stack>
    );
  }

  const t = track.data;
  const length = formatTrackLength(t.length, useMetric);
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={t.name}
        subtitle={t.location}
        badge={t.archivedAt ? <ArchivedBadge /> : undefined}
        actions={
          <>
            <OnlineOnlyButton to={paths.editTrack(t.id)} variant="default" leftSection={<IconPencil size={16} />}>
              Edit
            </OnlineOnlyButton>
            <RemovalActions
              noun="track"
              name={t.name}
              deleteMessage={trackMessages.deleteConfirm(t.name)}
              deleteFailed={trackMessages.deleteFailed}
              archivedAt={t.archivedAt}
              removal={removal}
              archive={() => archive.mutateAsync(t.id)}
              restore={() => restore.mutateAsync(t.id)}
              remove={() => remove.mutateAsync(t.id)}
              onDeleted={() => void navigate(paths.tracks)}
            />
          </>
        }
      />
      {t.archivedAt ? <ArchivedNotice noun="track" archivedAt={t.archivedAt} /> : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Card.Section>
              <TrackImage src={t.imageUrl} name={t.name} height={t.imageUrl ? 260 : 120} />
            </Card.Section>
            <Stack gap="md" mt="md">
              <Group gap="xl" align="flex-start">
                <Detail label="Location">{t.location}</Detail>
                <Detail label="Length">{length ?? 'Not set'}</Detail>
                <Detail label="Type">{t.type ? <Badge variant="light">{t.type}</Badge> : 'Not set'}</Detail>
              </Group>
              <div>
                <Title order={2} size="h5" mb={4}>
                  Description
                </Title>
                <Text c={t.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
                  {t.description ?? 'No description'}
                </Text>
              </div>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card>
            <Title order={2} size="h4" mb="md">
              Quick Actions
            </Title>
            <Stack gap="sm">
              {t.archivedAt ? null : (
                <OnlineOnlyButton
                  to={withQuery(paths.newEvent, { trackId: t.id })}
                  leftSection={<IconCalendarPlus size={16} />}
                  fullWidth
                >
                  Schedule Event Here
                </OnlineOnlyButton>
              )}
              <Button
                component={Link}
                to={withQuery(paths.events, { track: t.id })}
                variant="default"
                leftSection={<IconList size={16} />}
                fullWidth
              >
                View Events
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
