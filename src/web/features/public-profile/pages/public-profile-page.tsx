import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { publicProfileMessages } from '@shared/public-profile/public-profile.contract';
import { paths } from '@web/app/paths';
import { SiteFooter } from '@web/app/shell/site-footer';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { Wordmark } from '@web/ui/wordmark';
import { useSharedProfile } from '../api/get-shared-profile';
import { CarsSection, EventsSection, RecentRacesSection, RepairsSection } from '../components/profile-sections';
import { ProfileStatisticsSection } from '../components/profile-statistics';

/** Missing or private (spec): the server's message or 'Profile not found', and a way home. */
function ProfileNotFound({ message }: { message: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconUserOff size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {message}
      </Title>
      <Text c="dimmed">{publicProfileMessages.notFoundDetail}</Text>
      <Button component={Link} to={paths.home}>
        Back to home
      </Button>
    </Stack>
  );
}

function SharedProfile({ publicId }: { publicId: string }) {
  const query = useSharedProfile(publicId);
  const notFound = query.error instanceof AppError && query.error.status === 404;
  useDocumentTitle(query.data ? query.data.displayName : notFound ? publicProfileMessages.notFound : 'Public Profile');
  if (query.isPending) return <PageLoader label="Loading profile..." />;
  if (query.isError) {
    if (notFound) {
      return <ProfileNotFound message={errorMessage(query.error, publicProfileMessages.notFound)} />;
    }
    return (
      <ErrorState
        message={errorMessage(query.error, publicProfileMessages.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const profile = query.data;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          Racing profile
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {profile.displayName}
        </Title>
        {profile.bio ? <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{profile.bio}</Text> : null}
      </Stack>
      <ProfileStatisticsSection statistics={profile.statistics} />
      <RecentRacesSection races={profile.recentRaces} />
      {profile.cars && profile.cars.length > 0 ? <CarsSection cars={profile.cars} /> : null}
      {profile.events && profile.events.length > 0 ? <EventsSection events={profile.events} /> : null}
      {profile.repairs && profile.repairs.length > 0 ? <RepairsSection repairs={profile.repairs} /> : null}
    </Stack>
  );
}

/** A shared racing profile (/p/{public id}), for anyone with the link, signed in or not. */
export function PublicProfilePage() {
  const { publicId = '' } = useParams();
  return (
    <>
      <Container size="lg" py="md" component="header">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="Pitboard home">
            <Wordmark />
          </Anchor>
        </Group>
      </Container>
      <Container size="lg" component="main" pb="xl">
        <SharedProfile publicId={publicId} />
        <SiteFooter />
      </Container>
    </>
  );
}
