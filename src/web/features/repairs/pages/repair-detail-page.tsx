import { useState } from 'react';
import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconEdit, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { damageStatusColors, damageStatusLabel, type DamageStatus } from '@shared/damage-reports/damage-reports.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';
import type { Repair } from '@shared/repairs/repairs.contract';
import { nextRepairStatuses, repairDateLabel } from '@shared/repairs/repairs.rules';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useChangeRepairStatus } from '../api/change-repair-status';
import { useDeleteRepair } from '../api/delete-repair';
import { useRepair } from '../api/get-repair';
import { useUpdateRepair } from '../api/update-repair';
import { CompleteRepairModal } from '../components/complete-repair-modal';
import { DetailList } from '@web/ui/detail-list';
import { RepairForm, type RepairFormValues } from '../components/repair-form';
import { RepairPhotos } from '../components/repair-images';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';
import { formatNumber } from '@shared/lib/number-format';

function formValuesOf(repair: Repair): RepairFormValues {
  return {
    title: repair.title,
    carId: repair.carId,
    scheduledDate: repair.scheduledDate,
    description: repair.description ?? '',
    estimatedCostCents: repair.estimatedCostCents,
    actualCostCents: repair.actualCostCents,
    parts: repair.parts ?? '',
    intervalMiles: repair.intervalMiles,
    intervalHours: repair.intervalHours,
    notes: repair.notes ?? '',
    completedDate: repair.completedDate,
  };
}

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** One repair: every field, status actions, inline edit, photos and delete. */
export function RepairDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const repair = useRepair(id);
  useDocumentTitle(repair.data?.title ?? 'Repair');
  const update = useUpdateRepair();
  const change = useChangeRepairStatus();
  const remove = useDeleteRepair();
  const { useMetric } = usePreferences();
  const [editing, setEditing] = useState(false);
  const [completeOpened, completeModal] = useDisclosure(false);

  if (repair.isPending) return <PageLoader label="Loading repair..." />;
  if (repair.isError) {
    if (repair.error instanceof AppError && repair.error.status === 404) {
      return (
        <EmptyState
          title="Repair not found"
          description="It may have been deleted."
          action={
            <Button component={Link} to={paths.repairs} variant="default">
              Back to Repairs
            </Button>
          }
        />
      );
    }
    return <ErrorState message="Failed to fetch repairs" onRetry={() => void repair.refetch()} />;
  }
  const r = repair.data;
  const next = nextRepairStatuses(r.status);

  const start = async () => {
    try {
      await change.mutateAsync({ id: r.id, input: { status: 'In Progress' } });
      notifySuccess('Repair started');
    } catch (err) {
      notifyError(errorMessage(err, 'The repair could not be started'));
    }
  };

  const askDelete = () =>
    confirmAction({
      title: 'Delete repair',
      message: 'Are you sure you want to delete this repair? This action cannot be undone.',
      confirmLabel: 'Delete',
      onConfirm: () => {
        remove.mutate(r.id, {
          onSuccess: () => {
            notifySuccess('Repair deleted');
            void navigate(paths.repairs);
          },
          onError: (err) => notifyError(errorMessage(err, 'The repair could not be deleted')),
        });
      },
    });

  const save = async (values: RepairFormValues) => {
    await update.mutateAsync({ id: r.id, input: { ...values, carId: values.carId ?? '' } });
    notifySuccess('Repair saved');
    setEditing(false);
  };

  const unit = distanceUnit(useMetric);
  const actions = editing ? null : (
    <>
      {next.includes('In Progress') ? (
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          color="yellow"
          variant="light"
          loading={change.isPending}
          onClick={() => void start()}
        >
          Start Repair
        </Button>
      ) : null}
      {next.includes('Completed') ? (
        <Button leftSection={<IconCheck size={16} />} color="green" onClick={completeModal.open}>
          Mark Completed
        </Button>
      ) : null}
      <Button leftSection={<IconEdit size={16} />} variant="default" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button leftSection={<IconTrash size={16} />} color="red" variant="light" onClick={askDelete}>
        Delete
      </Button>
    </>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.repairs} size="sm">
        ← Back to Repairs
      </Anchor>
      <PageHeader
        title={r.title}
        subtitle={
          <Group gap="xs" component="span">
            <RepairStatusBadge status={r.status} />
            <Text component="span" c="dimmed">
              {repairDateLabel(r)}
            </Text>
          </Group>
        }
        actions={actions}
      />
      {editing ? (
        <RepairForm
          mode="edit"
          initialValues={formValuesOf(r)}
          completed={r.status === 'Completed'}
          carLocked={r.damageReport !== null}
          carLockedReason="The car of the damage report"
          submitLabel="Save Changes"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card>
                <Title order={2} size="h4" mb="md">
                  Details
                </Title>
                <DetailList
                  items={[
                    {
                      label: 'Car',
                      value: (
                        <Anchor component={Link} to={paths.car(r.carId)}>
                          {r.carLabel}
                        </Anchor>
                      ),
                    },
                    { label: 'Status', value: r.status },
                    { label: 'Scheduled date', value: formatDate(r.scheduledDate) },
                    { label: 'Completed date', value: formatDate(r.completedDate) },
                    { label: 'Estimated cost', value: money(r.estimatedCostCents) },
                    { label: 'Actual cost', value: money(r.actualCostCents) },
                    {
                      label: `Interval (${unit})`,
                      value:
                        r.intervalMiles === null
                          ? null
                          : formatNumber(milesToDisplay(r.intervalMiles, useMetric), { maximumFractionDigits: 1 }),
                    },
                    {
                      label: 'Interval (hours)',
                      value:
                        r.intervalHours === null ? null : formatNumber(r.intervalHours, { maximumFractionDigits: 1 }),
                    },
                  ]}
                />
              </Card>
              <Card>
                <Title order={2} size="h4" mb="md">
                  Work
                </Title>
                <DetailList
                  items={[
                    { label: 'Description', value: r.description, wide: true },
                    { label: 'Parts', value: r.parts, wide: true },
                    { label: 'Notes', value: r.notes, wide: true },
                  ]}
                />
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              {r.damageReport ? (
                <Card>
                  <Title order={2} size="h4" mb="sm">
                    Damage report
                  </Title>
                  <Stack gap={6} align="flex-start">
                    <Anchor component={Link} to={paths.damageReport(r.damageReport.id)} fw={600}>
                      {r.damageReport.title}
                    </Anchor>
                    <Badge color={damageStatusColors[r.damageReport.status as DamageStatus] ?? 'gray'} variant="light">
                      {damageStatusLabel(r.damageReport.status)}
                    </Badge>
                  </Stack>
                </Card>
              ) : null}
              <RepairPhotos repair={r} />
              <Text size="xs" c="dimmed">
                Created {formatDate(r.createdAt)} · updated {formatDate(r.updatedAt)}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <CompleteRepairModal
        key={`${r.id}-${r.status}`}
        repair={r}
        opened={completeOpened}
        onClose={completeModal.close}
      />
    </Stack>
  );
}
