import { useState } from 'react';
import { Anchor, Button, Card, Grid, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconEdit, IconTool, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { DamageReport } from '@shared/damage-reports/damage-reports.contract';
import {
  canCreateRepairFromReport,
  damageSourceTypeLabel,
  damageStatusLabel,
  driveabilityLabel,
  nextDamageStatuses,
  type DamageStatus,
} from '@shared/damage-reports/damage-reports.rules';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths, withQuery } from '@web/app/paths';
import { DetailList } from '@web/ui/detail-list';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useChangeDamageStatus } from '../api/change-damage-status';
import { useDeleteDamageReport } from '../api/delete-damage-report';
import { useDamageReport } from '../api/get-damage-report';
import { useUpdateDamageReport } from '../api/update-damage-report';
import { DamageStatusBadge, SeverityBadge } from '../components/damage-badges';
import { DamageReportForm, type DamageReportFormValues } from '../components/damage-report-form';
import { toDamageReportInput } from '../components/to-input';

function formValuesOf(report: DamageReport): DamageReportFormValues {
  return {
    title: report.title,
    carId: report.carId,
    severity: report.severity,
    damageLocation: report.damageLocation ?? '',
    discoveredDate: report.discoveredDate,
    description: report.description ?? '',
    sourceType: report.sourceType,
    driveability: report.driveability,
    estimatedRepairCostCents: report.estimatedRepairCostCents,
    eventId: report.eventId,
  };
}

const actionLabels: Record<DamageStatus, string> = {
  reported: 'Mark as Reported',
  assessed: 'Mark as Assessed',
  repair_scheduled: 'Mark as Repair Scheduled',
  repair_in_progress: 'Mark as Repair In Progress',
  repaired: 'Mark as Repaired',
  written_off: 'Write Off',
};

/** One damage report: every field, status changes, its repair, edit and delete. */
export function DamageReportDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const report = useDamageReport(id);
  useDocumentTitle(report.data?.title ?? 'Damage Report');
  const update = useUpdateDamageReport();
  const change = useChangeDamageStatus();
  const remove = useDeleteDamageReport();
  const [editing, setEditing] = useState(false);

  if (report.isPending) return <PageLoader label="Loading damage report..." />;
  if (report.isError) {
    if (report.error instanceof AppError && report.error.status === 404) {
      return (
        <EmptyState
          title="Damage report not found"
          description="It may have been deleted."
          action={
            <Button component={Link} to={paths.damageReports} variant="default">
              Back to Damage Reports
            </Button>
          }
        />
      );
    }
    return <ErrorState message="Failed to load damage reports" onRetry={() => void report.refetch()} />;
  }
  const d = report.data;
  const next = nextDamageStatuses(d.status);

  const changeTo = (status: DamageStatus) => {
    const run = () =>
      change.mutate(
        { id: d.id, input: { status } },
        {
          onSuccess: () => notifySuccess(`Damage report marked ${damageStatusLabel(status)}`),
          onError: (err) => notifyError(errorMessage(err, 'The status could not be changed')),
        },
      );
    if (status === 'written_off') {
      confirmAction({
        title: 'Write off',
        message: 'Write off this damage? A written off report cannot change status again.',
        confirmLabel: 'Write Off',
        onConfirm: run,
      });
    } else run();
  };

  const askDelete = () =>
    confirmAction({
      title: 'Delete damage report',
      message: 'Are you sure you want to delete this damage report? This action cannot be undone.',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(d.id, {
          onSuccess: () => {
            notifySuccess('Damage report deleted');
            void navigate(paths.damageReports);
          },
          onError: (err) => notifyError(errorMessage(err, 'The damage report could not be deleted')),
        }),
    });

  const save = async (values: DamageReportFormValues) => {
    await update.mutateAsync({ id: d.id, input: toDamageReportInput(values) });
    notifySuccess('Damage report saved');
    setEditing(false);
  };

  const createRepairHref = withQuery(paths.newRepair, { damageReportId: d.id });
  const canCreateRepair = canCreateRepairFromReport(d);

  const actions = editing ? null : (
    <>
      {canCreateRepair ? (
        <Button component={Link} to={createRepairHref} leftSection={<IconTool size={16} />}>
          Create repair
        </Button>
      ) : null}
      {next.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={16} />} loading={change.isPending}>
              Change status
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {next.map((status) => (
              <Menu.Item
                key={status}
                color={status === 'written_off' ? 'red' : undefined}
                onClick={() => changeTo(status)}
              >
                {actionLabels[status]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
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
      <Anchor component={Link} to={paths.damageReports} size="sm">
        ← Back to Damage Reports
      </Anchor>
      <PageHeader
        title={d.title}
        subtitle={
          <Group gap="xs" component="span">
            <SeverityBadge severity={d.severity} />
            <DamageStatusBadge status={d.status} />
            <Text component="span" c="dimmed">
              Discovered {formatDate(d.discoveredDate)}
            </Text>
          </Group>
        }
        actions={actions}
      />
      {editing ? (
        <DamageReportForm
          mode="edit"
          initialValues={formValuesOf(d)}
          savedEvent={d.eventId && d.eventTitle ? { id: d.eventId, title: d.eventTitle } : null}
          carLocked={d.repair !== null}
          submitLabel="Save Changes"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card>
              <Title order={2} size="h4" mb="md">
                Details
              </Title>
              <DetailList
                items={[
                  {
                    label: 'Car',
                    value: (
                      <Anchor component={Link} to={paths.car(d.carId)}>
                        {d.carLabel}
                      </Anchor>
                    ),
                  },
                  { label: 'Location on the car', value: d.damageLocation },
                  { label: 'Discovered date', value: formatDate(d.discoveredDate) },
                  { label: 'Source', value: damageSourceTypeLabel(d.sourceType) },
                  { label: 'Driveability', value: driveabilityLabel(d.driveability) },
                  {
                    label: 'Estimated repair cost',
                    value: d.estimatedRepairCostCents === null ? null : formatCents(d.estimatedRepairCostCents),
                  },
                  {
                    label: 'Event',
                    value: d.eventId ? (
                      <Anchor component={Link} to={paths.event(d.eventId)}>
                        {d.eventTitle}
                      </Anchor>
                    ) : null,
                  },
                  { label: 'Description', value: d.description, wide: true },
                ]}
              />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card>
              <Title order={2} size="h4" mb="sm">
                Repair
              </Title>
              {d.repair ? (
                <Stack gap={6} align="flex-start">
                  <Anchor component={Link} to={paths.repair(d.repair.id)} fw={600}>
                    {d.repair.title}
                  </Anchor>
                  <RepairStatusBadge status={d.repair.status} />
                </Stack>
              ) : (
                <Stack gap="sm" align="flex-start">
                  <Text size="sm" c="dimmed">
                    {canCreateRepair ? 'No repair scheduled yet.' : 'No repair is linked to this report.'}
                  </Text>
                  {canCreateRepair ? (
                    <Button
                      component={Link}
                      to={createRepairHref}
                      variant="light"
                      size="xs"
                      leftSection={<IconTool size={14} />}
                    >
                      Schedule a repair
                    </Button>
                  ) : null}
                </Stack>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
