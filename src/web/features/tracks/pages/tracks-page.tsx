import { ImportButton } from '@web/features/imports/api/import-link';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconPlus, IconRoad } from '@tabler/icons-react';
import { trackMessages } from '@shared/tracks/tracks.contract';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { errorMessage } from '@web/lib/api-client';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedViewControl, useArchivedView } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { useTracks } from '../api/get-tracks';
import { TrackCard } from '../components/track-card';
import { useConfirmRemoveTrack, useRestoreTrackNow } from '../components/use-confirm-remove-track';

export function TracksPage() {
  useDocumentTitle('Race Tracks');
  const [archived, setArchived] = useArchivedView();
  const tracks = useTracks({ archived });
  const { useMetric } = usePreferences();
  const confirmRemove = useConfirmRemoveTrack();
  const restore = useRestoreTrackNow();

  const addButton = (
    <OnlineOnlyButton to={paths.newTrack} leftSection={<IconPlus size={16} />}>
      Add Track
    </OnlineOnlyButton>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Race Tracks"
        subtitle="The circuits, strips and courses you run at"
        actions={
          <>
            <ImportButton kind="tracks" />
            {addButton}
          </>
        }
      />
      <ArchivedViewControl label="Tracks to show" archived={archived} onChange={setArchived} />
      {tracks.isPending ? (
        <PageLoader label="Loading tracks..." />
      ) : tracks.isError ? (
        <ErrorState
          message={trackMessages.listFailed(errorMessage(tracks.error, 'Please try again.'))}
          onRetry={() => void tracks.refetch()}
        />
      ) : tracks.data.length === 0 && archived ? (
        <EmptyState
          icon={<IconRoad size={26} />}
          title="No archived tracks"
          description="A track with events or results is archived instead of deleted; it shows here and can be restored."
        />
      ) : tracks.data.length === 0 ? (
        <EmptyState
          icon={<IconRoad size={26} />}
          title={trackMessages.empty}
          description="Add the tracks you visit to schedule events there and keep their records."
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {tracks.data.map((track) => (
            <TrackCard
              key={track.id}
              track={track}
              useMetric={useMetric}
              onDelete={(t) => void confirmRemove(t)}
              onRestore={restore}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
