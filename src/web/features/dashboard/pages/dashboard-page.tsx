import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardTitle } from '@shared/mode/mode.rules';
import { paths } from '@web/app/paths';
import { useMode } from '@web/features/mode/mode-context';
import { PageHeader } from '@web/ui/page-header';

export function DashboardPage() {
  const { mode, isTeamMode } = useMode();
  return (
    <Stack gap="lg">
      <PageHeader
        title={dashboardTitle(mode)}
        subtitle={isTeamMode ? 'Manage your Pitboard fleet' : 'Your cars, events and repairs at a glance'}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {isTeamMode ? 'Fleet Vehicles' : 'My Vehicles'}
            </Title>
            <Text size="sm" c="dimmed">
              Add a car to track its hours, miles and the service life of its parts.
            </Text>
            <Button component={Link} to={paths.newCar} variant="light">
              Add Vehicle
            </Button>
          </Stack>
        </Card>
        <Card>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Track Events
            </Title>
            <Text size="sm" c="dimmed">
              Schedule a track day, time attack, test or race.
            </Text>
            <Button component={Link} to={paths.newEvent} variant="light">
              Add Event
            </Button>
          </Stack>
        </Card>
        <Card>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Preferences
            </Title>
            <Text size="sm" c="dimmed">
              Choose units, your average speed and what the dashboard shows.
            </Text>
            <Button component={Link} to={paths.settings} variant="light">
              Open Preferences
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
