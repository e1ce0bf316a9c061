import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateTrack } from '../api/create-track';
import { TrackForm, trackFormValues } from '../components/track-form';

export function NewTrackPage() {
  useDocumentTitle('Add Track');
  const create = useCreateTrack();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.tracks} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Tracks
      </Anchor>
      <PageHeader title="Add Track" />
      <TrackForm
        initialValues={trackFormValues()}
        submitLabel="Add Track"
        onCancel={() => void navigate(paths.tracks)}
        onSubmit={async (input) => {
          const track = await create.mutateAsync(input);
          notifySuccess(`${track.name} added`);
          await navigate(paths.track(track.id));
        }}
      />
    </Stack>
  );
}
