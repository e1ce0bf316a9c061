import { ImportButton } from '@web/features/imports/api/import-link';
import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconId, IconMail, IconPhone, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { driverMessages, type Driver } from '@shared/drivers/drivers.contract';
import { paths } from '@web/app/paths';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge, ArchivedViewControl, useArchivedView } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { useDrivers } from '../api/get-drivers';

function DriverCard({ driver }: { driver: Driver }) {
  return (
    <Card component="article" aria-labelledby={`driver-${driver.id}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`driver-${driver.id}`} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.driver(driver.id)} inherit>
              {driver.name}
            </Anchor>
          </Title>
          {driver.archivedAt ? <ArchivedBadge /> : null}
        </Group>
        <Line icon={<IconId size={16} />} label="License">
          {driver.licenseNumber ?? 'No license number'}
        </Line>
        <Line icon={<IconMail size={16} />} label="Email">
          {driver.email ? <Anchor href={`mailto:${driver.email}`}>{driver.email}</Anchor> : 'No email'}
        </Line>
        <Line icon={<IconPhone size={16} />} label="Phone">
          {driver.phone ? <Anchor href={`tel:${driver.phone}`}>{driver.phone}</Anchor> : 'No phone'}
        </Line>
      </Stack>
    </Card>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 8, alignItems: 'center', overflowWrap: 'anywhere' }}>
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      <VisuallyHidden>{label}:</VisuallyHidden>
      <span>{children}</span>
    </Text>
  );
}

export function DriversPage() {
  useDocumentTitle('Drivers');
  const [archived, setArchived] = useArchivedView();
  const drivers = useDrivers({ archived });
  const addButton = (
    <OnlineOnlyButton to={paths.newDriver} leftSection={<IconPlus size={16} />}>
      Add Driver
    </OnlineOnlyButton>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Drivers"
        subtitle="The people who drive your cars."
        actions={
          <>
            <ImportButton kind="drivers" />
            {addButton}
          </>
        }
      />
      <ArchivedViewControl label="Drivers to show" archived={archived} onChange={setArchived} />
      {drivers.isPending ? (
        <PageLoader label="Loading drivers..." />
      ) : drivers.isError ? (
        <ErrorState message={driverMessages.fetchFailed} onRetry={() => void drivers.refetch()} />
      ) : drivers.data.length === 0 && archived ? (
        <EmptyState
          title="No archived drivers"
          description="A driver with history is archived instead of deleted; it shows here and can be restored from its page."
        />
      ) : drivers.data.length === 0 ? (
        <EmptyState
          title={driverMessages.empty}
          description="Add the drivers who take your cars on track."
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {drivers.data.map((driver) => (
            <DriverCard key={driver.id} driver={driver} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
