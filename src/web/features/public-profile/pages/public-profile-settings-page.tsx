import { Stack } from '@mantine/core';
import { publicProfileMessages } from '@shared/public-profile/public-profile.contract';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { usePublicProfileSettings } from '../api/get-public-profile-settings';
import { useUpdatePublicProfile } from '../api/update-public-profile';
import { PublicProfileForm } from '../components/public-profile-form';
import { TeamRecordsCard } from '../components/team-records-card';

export function PublicProfileSettingsPage() {
  useDocumentTitle('Public Profile');
  const query = usePublicProfileSettings();
  const update = useUpdatePublicProfile();

  if (query.isPending) return <PageLoader label="Loading public profile..." />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, publicProfileMessages.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <PageHeader title="Public Profile" subtitle="Share your racing record with a link." />
      <PublicProfileForm
        profile={query.data}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          notifySuccess(publicProfileMessages.saved);
        }}
      />
      <TeamRecordsCard allowed={query.data.allowTeamRecords} />
    </Stack>
  );
}
