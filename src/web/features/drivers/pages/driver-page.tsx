import { Anchor, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { driverMessages } from '@shared/drivers/drivers.contract';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge, ArchivedNotice, RemovalActions } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useArchiveDriver } from '../api/archive-driver';
import { useDeleteDriver } from '../api/delete-driver';
import { useDriver } from '../api/get-driver';
import { useDriverRemoval } from '../api/get-driver-removal';
import { useRestoreDriver } from '../api/restore-driver';
import { DriverCarsCard, DriverEventsCard } from '../components/driver-activity';
import { LabeledValue } from '@web/ui/detail-list';
import { OnlineOnlyButton } from '@web/ui/online-only';

export function BackToDrivers() {
  return (
    <Anchor component={Link} to={paths.drivers} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Drivers
      </Group>
    </Anchor>
  );
}

export function DriverNotFound() {
  return <EmptyState title={driverMessages.notFound} action={<BackToDrivers />} />;
}

export function DriverPage() {
  const { id = '' } = useParams();
  const driver = useDriver(id);
  useDocumentTitle(driver.data?.name ?? 'Driver');
  const remove = useDeleteDriver();
  const archive = useArchiveDriver();
  const restore = useRestoreDriver();
  const removal = useDriverRemoval(id);
  const navigate = useNavigate();

  if (driver.isPending) return <PageLoader label="Loading driver..." />;
  if (driver.isError) {
    if (driver.error instanceof AppError && driver.error.code === 'not_found') return <DriverNotFound />;
    return (
      <ErrorState
        message={errorMessage(driver.error, driverMessages.fetchFailed)}
        onRetry={() => void driver.refetch()}
      />
    );
  }
  const d = driver.data;

  return (
    <Stack gap="md">
      <BackToDrivers />
      <PageHeader
        title={d.name}
        badge={d.archivedAt ? <ArchivedBadge /> : undefined}
        actions={
          <>
            <OnlineOnlyButton to={paths.editDriver(d.id)} variant="default" leftSection={<IconPencil size={16} />}>
              Edit
            </OnlineOnlyButton>
            <RemovalActions
              noun="driver"
              name={d.name}
              deleteMessage={driverMessages.deleteConfirm}
              archivedAt={d.archivedAt}
              removal={removal}
              archive={() => archive.mutateAsync(d.id)}
              restore={() => restore.mutateAsync(d.id)}
              remove={() => remove.mutateAsync(d.id)}
              onDeleted={() => void navigate(paths.drivers)}
            />
          </>
        }
      />
      {d.archivedAt ? <ArchivedNotice noun="driver" archivedAt={d.archivedAt} /> : null}
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <LabeledValue label="License Number">{d.licenseNumber ?? 'Not set'}</LabeledValue>
          <LabeledValue label="Email">
            {d.email ? <Anchor href={`mailto:${d.email}`}>{d.email}</Anchor> : 'Not set'}
          </LabeledValue>
          <LabeledValue label="Phone">
            {d.phone ? <Anchor href={`tel:${d.phone}`}>{d.phone}</Anchor> : 'Not set'}
          </LabeledValue>
          <LabeledValue label="Added">{formatDate(d.createdAt)}</LabeledValue>
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DriverCarsCard driverId={d.id} driverName={d.name} />
        <DriverEventsCard driverId={d.id} driverName={d.name} />
      </SimpleGrid>
    </Stack>
  );
}
