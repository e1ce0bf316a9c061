import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { trackMessages } from '@shared/tracks/tracks.contract';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTrack } from '../api/get-track';
import { useUpdateTrack } from '../api/update-track';
import { TrackForm, trackFormValues } from '../components/track-form';

export function EditTrackPage() {
  useDocumentTitle('Edit Track');
  const { id = '' } = useParams();
  const track = useTrack(id);
  const update = useUpdateTrack();
  const navigate = useNavigate();

  const back = (
    <Anchor component={Link} to={paths.track(id)} size="sm">
      <IconArrowLeft size={14} aria-hidden /> Back to Track
    </Anchor>
  );

  if (track.isPending) return <PageLoader label="Loading track..." />;
  if (track.isError) {
    const notFound = track.error instanceof AppError && track.error.status === 404;
    return (
      <Stack gap="md">
        <Anchor component={Link} to={paths.tracks} size="sm">
          <IconArrowLeft size={14} aria-hidden /> Back to Tracks
        </Anchor>
        <Alert color="red" variant="light" role="alert" title="Edit Track">
          {notFound ? trackMessages.notFound : errorMessage(track.error, trackMessages.loadFailed)}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <PageHeader title="Edit Track" subtitle={track.data.name} />
      <TrackForm
        key={track.data.id}
        initialValues={trackFormValues(track.data)}
        submitLabel="Update Track"
        onCancel={() => void navigate(paths.track(id))}
        onSubmit={async (input) => {
          await update.mutateAsync({ id, input });
          notifySuccess('Track updated');
          await navigate(paths.track(id));
        }}
      />
    </Stack>
  );
}
