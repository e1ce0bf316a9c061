import { useState } from 'react';
import { Anchor, Badge, Button, Card, Grid, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconFileTypeCsv, IconFileTypePdf, IconGauge, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { carMessages, type CarDetail } from '@shared/cars/cars.contract';
import { ownershipTypeLabels, type OwnershipType } from '@shared/cars/cars.rules';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths, withQuery } from '@web/app/paths';
import { InstalledComponents } from '@web/features/components/api/installed-components';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { ImportButton } from '@web/features/imports/api/import-link';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge, ArchivedNotice, RemovalActions } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { OnlineOnlyButton, OnlineOnlyGroup } from '@web/ui/online-only';
import { useArchiveCar } from '../api/archive-car';
import { useDeleteCar } from '../api/delete-car';
import { useCar } from '../api/get-car';
import { carLogbookCsvUrl, carLogbookPdfUrl } from '../api/get-car-logbook';
import { useCarRemoval } from '../api/get-car-removal';
import { useRestoreCar } from '../api/restore-car';
import { CarEventsHistory, CarRepairsHistory } from '../components/car-history';
import { CarServiceSummary } from '../components/car-service-summary';
import { CollapsibleSection } from '../components/collapsible-section';
import { ExpirationDates } from '../components/expiration-dates';
import { formatDistance, formatHours, formatNumber } from '../components/format';
import { AddMeterReadingModal, MeterReadingsLog } from '../components/meter-readings';
import { RentalStatusBadge } from '../components/rental-status-badge';
import { TrackSetupNotes } from '../components/track-setup-notes';

function DetailRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {value}
      </Text>
    </Group>
  );
}

function CarDetails({ car, useMetric }: { car: CarDetail; useMetric: boolean }) {
  const none = '—';
  return (
    <Stack gap="xs">
      <DetailRow label="Hours" value={formatHours(car.hours)} />
      <DetailRow label="Mileage" value={formatDistance(car.miles, useMetric)} />
      <DetailRow label="Weight" value={car.weight === null ? none : `${formatNumber(car.weight)} lbs`} />
      <DetailRow label="Horsepower" value={car.horsepower === null ? none : formatNumber(car.horsepower)} />
      <DetailRow label="Transponder" value={car.transponderNumber ?? none} />
      <DetailRow label="Purchase date" value={car.purchaseDate ? formatDate(car.purchaseDate) : none} />
      {car.color ? <DetailRow label="Color" value={car.color} /> : null}
      <DetailRow label="Default driver" value={car.defaultDriverName ?? none} />
      {car.clientName ? <DetailRow label="Client" value={car.clientName} /> : null}
      <DetailRow
        label="Ownership"
        value={ownershipTypeLabels[car.ownershipType as OwnershipType] ?? car.ownershipType}
      />
      <DetailRow label="Rental status" value={<RentalStatusBadge value={car.rentalStatus} />} />
      {car.rentalRatePerHourCents !== null ? (
        <DetailRow label="Hourly rate" value={formatCents(car.rentalRatePerHourCents)} />
      ) : null}
      {car.rentalRatePerDayCents !== null ? (
        <DetailRow label="Daily rate" value={formatCents(car.rentalRatePerDayCents)} />
      ) : null}
    </Stack>
  );
}

export function CarDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCar(id);
  useDocumentTitle(query.data?.name ?? 'Vehicle');
  const removal = useCarRemoval(id);
  const remove = useDeleteCar();
  const archive = useArchiveCar();
  const restore = useRestoreCar();
  const { useMetric } = usePreferences();
  const [addingReading, setAddingReading] = useState(false);

  if (query.isPending) return <PageLoader label="Loading vehicle..." />;
  if (query.isError) {
    if (query.error instanceof AppError && query.error.code === 'not_found') {
      return (
        <EmptyState
          title={carMessages.notFound}
          action={
            <Button component={Link} to={paths.cars} variant="light" leftSection={<IconArrowLeft size={16} />}>
              Back to Cars
            </Button>
          }
        />
      );
    }
    return <ErrorState message="The vehicle could not be loaded" onRetry={() => void query.refetch()} />;
  }
  const car = query.data;
  const subtitle = [car.year ? String(car.year) : '', car.make ?? '', car.model ?? ''].filter(Boolean).join(' ');

  const archived = car.archivedAt !== null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.cars} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Back to Cars
        </Group>
      </Anchor>
      <PageHeader
        title={car.name}
        subtitle={subtitle || undefined}
        badge={archived ? <ArchivedBadge /> : undefined}
        actions={
          <>
            <OnlineOnlyButton to={paths.editCar(car.id)} variant="default" leftSection={<IconEdit size={16} />}>
              Edit
            </OnlineOnlyButton>
            <ImportButton kind="service-records" carId={car.id} />
            <RemovalActions
              noun="vehicle"
              name={car.name}
              deleteMessage={carMessages.deleteConfirm}
              archivedAt={car.archivedAt}
              removal={removal}
              archive={() => archive.mutateAsync(car.id)}
              restore={() => restore.mutateAsync(car.id)}
              remove={() => remove.mutateAsync(car.id)}
              onDeleted={() => void navigate(paths.cars)}
            />
          </>
        }
      />
      {car.archivedAt ? <ArchivedNotice noun="vehicle" archivedAt={car.archivedAt} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card p={0} style={{ overflow: 'hidden' }}>
              {car.imageUrl ? (
                <Image src={car.imageUrl} alt={car.name} mah={420} fit="cover" />
              ) : (
                <Paper h={180} bg="dark.6" radius={0} style={{ display: 'grid', placeItems: 'center' }}>
                  <Text c="dimmed">{carMessages.noImage}</Text>
                </Paper>
              )}
            </Card>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Card>
                <Title order={2} size="h4" mb="sm">
                  Details
                </Title>
                <CarDetails car={car} useMetric={useMetric} />
              </Card>
              <Stack gap="md">
                <Card>
                  <Title order={2} size="h4" mb="sm">
                    Sanctioning Bodies
                  </Title>
                  {car.sanctioningBodies.length > 0 ? (
                    <Group gap="xs">
                      {car.sanctioningBodies.map((body) => (
                        <Badge key={body} variant="outline" size="lg">
                          {body}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  )}
                </Card>
                <Card>
                  <Title order={2} size="h4" mb="sm">
                    Expiration Dates
                  </Title>
                  <ExpirationDates car={car} />
                </Card>
              </Stack>
            </SimpleGrid>
            {car.description ? (
              <Card>
                <Title order={2} size="h4" mb="sm">
                  Description
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {car.description}
                </Text>
              </Card>
            ) : null}
            <CollapsibleSection title="Track Setup Notes" defaultOpen={false}>
              <TrackSetupNotes carId={car.id} />
            </CollapsibleSection>
            <CollapsibleSection
              title="Service Life Items"
              actions={
                <>
                  <Button component={Link} to={paths.serviceItems(car.id)} size="xs" variant="subtle">
                    View All
                  </Button>
                  {archived ? null : (
                    <OnlineOnlyButton
                      to={paths.newServiceItem(car.id)}
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                    >
                      Add Service Item
                    </OnlineOnlyButton>
                  )}
                </>
              }
            >
              <CarServiceSummary carId={car.id} items={car.serviceItems} />
            </CollapsibleSection>
            <CollapsibleSection
              title="Installed Components"
              actions={
                <Button component={Link} to={paths.components} size="xs" variant="subtle">
                  All Components
                </Button>
              }
            >
              <InstalledComponents carId={car.id} />
            </CollapsibleSection>
            <CollapsibleSection
              title="Meter Readings"
              actions={
                archived ? undefined : (
                  <OnlineOnlyButton
                    onClick={() => setAddingReading(true)}
                    size="xs"
                    variant="light"
                    leftSection={<IconGauge size={14} />}
                  >
                    Add Reading
                  </OnlineOnlyButton>
                )
              }
            >
              <MeterReadingsLog carId={car.id} useMetric={useMetric} />
            </CollapsibleSection>
            <AddMeterReadingModal
              car={car}
              useMetric={useMetric}
              opened={addingReading}
              onClose={() => setAddingReading(false)}
            />
            <CollapsibleSection title="Events History">
              <CarEventsHistory carId={car.id} events={car.events} total={car.totalEvents} />
            </CollapsibleSection>
            <CollapsibleSection
              title="Repairs History"
              actions={
                archived ? undefined : (
                  <OnlineOnlyButton
                    to={withQuery(paths.newRepair, { carId: car.id })}
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                  >
                    Add Repair
                  </OnlineOnlyButton>
                )
              }
            >
              <CarRepairsHistory carId={car.id} repairs={car.repairs} total={car.totalRepairs} />
            </CollapsibleSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card>
            <Title order={2} size="h4" mb="sm">
              Quick Stats
            </Title>
            <Stack gap="xs">
              <DetailRow label="Total Repairs" value={<strong>{car.totalRepairs}</strong>} />
              <DetailRow label="Active Service Items" value={<strong>{car.activeServiceItems}</strong>} />
              <DetailRow label="Tracked Service Items" value={car.totalServiceItems} />
              <DetailRow label="Events" value={car.totalEvents} />
            </Stack>
          </Card>
          <CarLogbookCard carId={car.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The car's whole history to take away, for a buyer, an insurer or a tech inspector. */
function CarLogbookCard({ carId }: { carId: string }) {
  return (
    <Card mt="md">
      <Title order={2} size="h4" mb={4}>
        Logbook
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The car's whole history to take away: readings, sessions, service, repairs, damage, inspections and results.
      </Text>
      <OnlineOnlyGroup gap="xs">
        <OnlineOnlyButton
          download={carLogbookPdfUrl(carId)}
          size="xs"
          variant="light"
          leftSection={<IconFileTypePdf size={14} />}
        >
          Download PDF
        </OnlineOnlyButton>
        <OnlineOnlyButton
          download={carLogbookCsvUrl(carId)}
          size="xs"
          variant="light"
          leftSection={<IconFileTypeCsv size={14} />}
        >
          Download CSV
        </OnlineOnlyButton>
      </OnlineOnlyGroup>
    </Card>
  );
}
