import { useState } from 'react';
import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconArchive,
  IconEdit,
  IconLogin,
  IconLogout,
  IconTool,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { componentKindLabels, type Component } from '@shared/components/components.contract';
import { componentMessages } from '@shared/components/components.rules';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { ComponentServiceItems } from '@web/features/service-items/api/component-service-items';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge } from '@web/ui/removal';
import {
  useComponent,
  useComponentAccruals,
  useComponentInstallations,
  useComponentRebuilds,
} from '../api/get-component';
import { useRebuildComponent } from '../api/place-component';
import { FormActions } from '@web/ui/form-actions';
import { useArchiveComponent } from '../api/save-component';
import { formatDistance, formatHours } from '../components/format';
import { PlaceComponentModal, type PlaceKind } from '../components/place-component-modal';

const day = (iso: string | null) => (iso ? dayjs(iso).format('MM/DD/YYYY') : '—');

export function ComponentDetailPage() {
  const { id = '' } = useParams();
  const component = useComponent(id);
  const { useMetric } = usePreferences();
  const [placing, setPlacing] = useState<PlaceKind | null>(null);
  const [rebuilding, setRebuilding] = useState(false);
  const archive = useArchiveComponent();
  useDocumentTitle(component.data?.name ?? 'Component');

  if (component.isPending) return <PageLoader label="Loading component..." />;
  if (component.isError) {
    return (
      <Stack gap="md">
        <Anchor component={Link} to={paths.components} size="sm">
          <IconArrowLeft size={14} aria-hidden /> Back to Components
        </Anchor>
        <ErrorState
          message={errorMessage(component.error, componentMessages.notFound)}
          onRetry={() => void component.refetch()}
        />
      </Stack>
    );
  }
  const c = component.data;
  const archived = c.archivedAt !== null;

  const toggleArchive = async () => {
    try {
      await archive.mutateAsync({ id: c.id, archive: !archived });
      notifySuccess(archived ? `${c.name} restored` : `${c.name} archived`);
    } catch (err) {
      notifyError(errorMessage(err, componentMessages.saveFailed));
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.components} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Components
      </Anchor>
      <PageHeader
        title={c.name}
        subtitle={`${componentKindLabels[c.kind]}${c.serialNumber ? ` · S/N ${c.serialNumber}` : ''}`}
        badge={archived ? <ArchivedBadge /> : undefined}
        actions={
          <Group gap="xs" wrap="wrap">
            {archived ? null : c.installedOn ? (
              <>
                <OnlineOnlyButton
                  variant="light"
                  leftSection={<IconArrowsExchange size={16} />}
                  onClick={() => setPlacing('move')}
                >
                  Move
                </OnlineOnlyButton>
                <OnlineOnlyButton
                  variant="light"
                  leftSection={<IconLogout size={16} />}
                  onClick={() => setPlacing('remove')}
                >
                  Remove
                </OnlineOnlyButton>
              </>
            ) : (
              <OnlineOnlyButton leftSection={<IconLogin size={16} />} onClick={() => setPlacing('install')}>
                Install
              </OnlineOnlyButton>
            )}
            {archived ? null : (
              <OnlineOnlyButton
                variant="default"
                leftSection={<IconTool size={16} />}
                onClick={() => setRebuilding(true)}
              >
                Rebuild
              </OnlineOnlyButton>
            )}
            <OnlineOnlyButton to={paths.editComponent(c.id)} variant="default" leftSection={<IconEdit size={16} />}>
              Edit
            </OnlineOnlyButton>
            {c.installedOn ? null : (
              <Button
                variant="default"
                leftSection={<IconArchive size={16} />}
                loading={archive.isPending}
                onClick={() => void toggleArchive()}
              >
                {archived ? 'Restore' : 'Archive'}
              </Button>
            )}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Card>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Hours
          </Text>
          <Text size="xl" fw={700} data-testid="component-hours">
            {formatHours(c.hours)}
          </Text>
        </Card>
        <Card>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Distance
          </Text>
          <Text size="xl" fw={700}>
            {formatDistance(c.distance, useMetric)}
          </Text>
        </Card>
        <Card>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Installed on
          </Text>
          {c.installedOn ? (
            <Anchor component={Link} to={paths.car(c.installedOn.carId)} size="lg" fw={700} data-testid="installed-on">
              {c.installedOn.carName}
            </Anchor>
          ) : (
            <Text size="lg" fw={700} c="dimmed" data-testid="installed-on">
              On the shelf
            </Text>
          )}
        </Card>
      </SimpleGrid>
      {c.notes ? (
        <Card>
          <Title order={2} size="h4" mb="sm">
            Notes
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.notes}
          </Text>
        </Card>
      ) : null}
      <Card>
        <Title order={2} size="h4" mb="sm">
          Service Items
        </Title>
        <ComponentServiceItems componentId={c.id} archived={archived} />
      </Card>
      <Installations component={c} useMetric={useMetric} />
      <Accruals id={c.id} useMetric={useMetric} />
      <Rebuilds id={c.id} useMetric={useMetric} />
      <PlaceComponentModal component={c} kind={placing} onClose={() => setPlacing(null)} />
      <RebuildModal id={c.id} opened={rebuilding} onClose={() => setRebuilding(false)} />
    </Stack>
  );
}

/** Every stay on a car: the car, its dates, and both meters at each end. */
function Installations({ component, useMetric }: { component: Component; useMetric: boolean }) {
  const installations = useComponentInstallations(component.id);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Cars
      </Title>
      {installations.isPending ? (
        <PageLoader label="Loading installations..." />
      ) : installations.isError ? (
        <ErrorState
          message={errorMessage(installations.error, 'Failed to load installations')}
          onRetry={() => void installations.refetch()}
        />
      ) : installations.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Never installed on a car.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="Installations">
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Car</Table.Th>
                <Table.Th>Installed</Table.Th>
                <Table.Th>Removed</Table.Th>
                <Table.Th ta="right">Car meters</Table.Th>
                <Table.Th ta="right">Component hours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {installations.data.map((i) => (
                <Table.Tr key={i.id} data-testid="installation">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={paths.car(i.carId)} size="sm">
                      {i.carName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(i.installedAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {i.removedAt ? (
                      day(i.removedAt)
                    ) : (
                      <Text component="span" size="sm" c="green.4" fw={600}>
                        Installed
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatHours(i.carHoursAtInstall)}, {formatDistance(i.carDistanceAtInstall, useMetric)}
                    {i.carHoursAtRemoval !== null ? (
                      <>
                        {' → '}
                        {formatHours(i.carHoursAtRemoval)}, {formatDistance(i.carDistanceAtRemoval ?? 0, useMetric)}
                      </>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatHours(i.hoursAtInstall)}
                    {i.hoursAtRemoval !== null ? ` → ${formatHours(i.hoursAtRemoval)}` : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** The sessions and readings that added time to the component, newest first. */
function Accruals({ id, useMetric }: { id: string; useMetric: boolean }) {
  const [page, setPage] = useState(1);
  const accruals = useComponentAccruals(id, page);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Sessions and readings
      </Title>
      {accruals.isPending ? (
        <PageLoader label="Loading sessions..." />
      ) : accruals.isError ? (
        <ErrorState
          message={errorMessage(accruals.error, 'Failed to load sessions')}
          onRetry={() => void accruals.refetch()}
        />
      ) : accruals.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No time accrued yet: sessions of the car it is installed on add theirs.
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label="Time accrued">
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Car</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th ta="right">Added</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accruals.data.items.map((a) => (
                  <Table.Tr key={a.id} data-testid="accrual">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {dayjs(a.recordedAt).format('MM/DD/YYYY h:mm A')}
                    </Table.Td>
                    <Table.Td>{a.carName}</Table.Td>
                    <Table.Td>{a.source === 'session' ? (a.sessionName ?? 'Session') : 'Reading'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      +{formatHours(a.hours)}, +{formatDistance(a.distance, useMetric)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            summary={`${accruals.data.total} in all`}
            total={accruals.data.total}
            page={accruals.data.page}
            pageSize={accruals.data.pageSize}
            onPageChange={setPage}
          />
        </Stack>
      )}
    </Card>
  );
}

/** Records a rebuild with a note: the component's service items are reset, their history kept. */
function RebuildModal({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const [note, setNote] = useState('');
  const rebuild = useRebuildComponent(id);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const done = await rebuild.mutateAsync(note);
      notifySuccess(`Rebuild recorded; ${done.itemsReset ?? 0} service items reset`);
      setNote('');
      onClose();
    } catch (err) {
      notifyError(errorMessage(err, 'The rebuild could not be recorded'));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Record a rebuild" centered>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Record a rebuild">
        <Stack gap="md">
          <Text size="sm">
            Every service item of this component is reset at its hours and distance now; their history keeps each
            earlier service.
          </Text>
          <Textarea label="Note" autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <FormActions onCancel={onClose} submitLabel="Record Rebuild" saving={rebuild.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The component's rebuilds, newest first. */
function Rebuilds({ id, useMetric }: { id: string; useMetric: boolean }) {
  const rebuilds = useComponentRebuilds(id);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Rebuilds
      </Title>
      {rebuilds.isPending ? (
        <PageLoader label="Loading rebuilds..." />
      ) : rebuilds.isError ? (
        <ErrorState
          message={errorMessage(rebuilds.error, 'Failed to load rebuilds')}
          onRetry={() => void rebuilds.refetch()}
        />
      ) : rebuilds.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Never rebuilt.
        </Text>
      ) : (
        <Stack gap="xs">
          {rebuilds.data.map((r) => (
            <Group key={r.id} justify="space-between" wrap="wrap" gap="xs" data-testid="rebuild">
              <Text size="sm">
                {day(r.rebuiltAt)} at {formatHours(r.hours)}, {formatDistance(r.distance, useMetric)}
                {r.rebuiltByName ? ` · ${r.rebuiltByName}` : ''}
              </Text>
              {r.note ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {r.note}
                </Text>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
