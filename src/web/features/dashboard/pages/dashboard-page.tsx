import { memo, useDeferredValue } from 'react';
import { Grid, Stack } from '@mantine/core';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { dashboardTitle } from '@shared/mode/mode.rules';
import { useMode } from '@web/lib/mode-context';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDashboard } from '../api/get-dashboard';
import { ClientsPanel } from '../components/clients-panel';
import { DamageReportsPanel } from '../components/damage-reports-panel';
import { DueLink } from '../components/due-link';
import { StatCards } from '../components/stat-cards';
import { UpcomingEventsPanel } from '../components/upcoming-events-panel';
import { UpcomingRepairsPanel } from '../components/upcoming-repairs-panel';
import { UpgradePanel } from '../components/upgrade-panel';
import { VehiclesPanel } from '../components/vehicles-panel';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { mode, isTeamMode } = useMode();
  const preferences = usePreferences();
  const dashboard = useDashboard();
  // The panels are drawn in a pass of their own that yields to the browser between components,
  // rather than in one long task when the data arrives: on a phone that task kept taps waiting.
  const shown = useDeferredValue(dashboard.data);

  return (
    <Stack gap="lg">
      <PageHeader
        title={dashboardTitle(mode)}
        subtitle={isTeamMode ? 'Manage your Pitboard fleet' : 'Your cars, events and repairs at a glance'}
        actions={<DueLink />}
      />
      {dashboard.isError ? (
        <ErrorState message="The dashboard could not be loaded." onRetry={() => void dashboard.refetch()} />
      ) : shown ? (
        <DashboardPanels
          dashboard={shown}
          isTeamMode={isTeamMode}
          racing={preferences.showRacingFeatures}
          // The client overview belongs to the race shop: team mode with the race shop on.
          showClients={isTeamMode && preferences.raceShopEnabled}
          useMetric={preferences.useMetric}
        />
      ) : (
        <PageLoader label="Loading dashboard..." />
      )}
    </Stack>
  );
}

const DashboardPanels = memo(function DashboardPanels({
  dashboard,
  isTeamMode,
  racing,
  showClients,
  useMetric,
}: {
  dashboard: Dashboard;
  isTeamMode: boolean;
  racing: boolean;
  showClients: boolean;
  useMetric: boolean;
}) {
  return (
    <>
      <StatCards counts={dashboard.counts} isTeamMode={isTeamMode} racing={racing} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <VehiclesPanel
              cars={dashboard.cars}
              title={isTeamMode ? 'Fleet Vehicles' : 'My Vehicles'}
              useMetric={useMetric}
            />
            {racing ? <UpcomingEventsPanel events={dashboard.upcomingEvents} /> : null}
            <UpcomingRepairsPanel repairs={dashboard.upcomingRepairs} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <DamageReportsPanel reports={dashboard.damageReports} />
            {showClients ? <ClientsPanel clients={dashboard.clients} /> : null}
            {dashboard.plan === 'free' ? <UpgradePanel /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
});
