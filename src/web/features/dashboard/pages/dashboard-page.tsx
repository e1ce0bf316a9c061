import { Grid, Stack } from '@mantine/core';
import { dashboardTitle } from '@shared/mode/mode.rules';
import { useMode } from '@web/lib/mode-context';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { EarlyReads } from '@web/app/early-reads';
import { todayIso } from '@shared/lib/dates';
import { dashboardQuery, useDashboard } from '../api/get-dashboard';
import { ClientsPanel } from '../components/clients-panel';
import { DamageReportsPanel } from '../components/damage-reports-panel';
import { StatCards } from '../components/stat-cards';
import { UpcomingEventsPanel } from '../components/upcoming-events-panel';
import { UpcomingRepairsPanel } from '../components/upcoming-repairs-panel';
import { UpgradePanel } from '../components/upgrade-panel';
import { VehiclesPanel } from '../components/vehicles-panel';

/** The dashboard's one request, asked for with the session rather than after the page has drawn. */
export const dashboardReads: EarlyReads = (queryClient) => void queryClient.prefetchQuery(dashboardQuery(todayIso()));

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { mode, isTeamMode } = useMode();
  const preferences = usePreferences();
  const dashboard = useDashboard();
  const racing = preferences.showRacingFeatures;
  // The client overview belongs to the race shop: team mode with the race shop on.
  const showClients = isTeamMode && preferences.raceShopEnabled;

  return (
    <Stack gap="lg">
      <PageHeader
        title={dashboardTitle(mode)}
        subtitle={isTeamMode ? 'Manage your Pitboard fleet' : 'Your cars, events and repairs at a glance'}
      />
      {dashboard.isPending ? (
        <PageLoader label="Loading dashboard..." />
      ) : dashboard.isError ? (
        <ErrorState message="The dashboard could not be loaded." onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <StatCards counts={dashboard.data.counts} isTeamMode={isTeamMode} racing={racing} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <VehiclesPanel
                  cars={dashboard.data.cars}
                  title={isTeamMode ? 'Fleet Vehicles' : 'My Vehicles'}
                  useMetric={preferences.useMetric}
                />
                {racing ? <UpcomingEventsPanel events={dashboard.data.upcomingEvents} /> : null}
                <UpcomingRepairsPanel repairs={dashboard.data.upcomingRepairs} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <DamageReportsPanel reports={dashboard.data.damageReports} />
                {showClients ? <ClientsPanel clients={dashboard.data.clients} /> : null}
                {dashboard.data.plan === 'free' ? <UpgradePanel /> : null}
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
