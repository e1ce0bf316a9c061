import { useState } from 'react';
import { Anchor, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconTool } from '@tabler/icons-react';
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
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths, withQuery } from '@web/app/paths';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction, confirmDelete } from '@web/ui/confirm';
import { DetailList } from '@web/ui/detail-list';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { EditDeleteButtons, LinkedRecord, RecordPageLayout, RecordQueryFallback } from '@web/ui/record-page';
import { SectionCard } from '@web/ui/section-card';
import { useChangeDamageStatus } from '../api/change-damage-status';
import { DamageStatusBadge, SeverityBadge } from '../api/damage-badges';
import { useDeleteDamageReport } from '../api/delete-damage-report';
import { useDamageReport } from '../api/get-damage-report';
import { useUpdateDamageReport } from '../api/update-damage-report';
import { DamageReportForm, type DamageReportFormValues } from '../components/damage-report-form';
import { toDamageReportInput } from '../components/to-input';

const back = { to: paths.damageReports, list: 'Damage Reports' };

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

/** Change status: a menu of the statuses the report can move to; writing off asks first. */
function DamageStatusMenu({ report }: { report: DamageReport }) {
  const change = useChangeDamageStatus();
  const next = nextDamageStatuses(report.status);
  if (next.length === 0) return null;

  const changeTo = (status: DamageStatus) => {
    const run = () =>
      change.mutate(
        { id: report.id, input: { status } },
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

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" rightSection={<IconChevronDown size={16} />} loading={change.isPending}>
          Change status
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {next.map((status) => (
          <Menu.Item key={status} color={status === 'written_off' ? 'red' : undefined} onClick={() => changeTo(status)}>
            {actionLabels[status]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The report's fields: the car, where and when, how it happened, the cost, the event. */
function DamageReportDetails({ report: d }: { report: DamageReport }) {
  return (
    <SectionCard title="Details">
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
    </SectionCard>
  );
}

/** Beside the details: the repair of this damage, or a way to schedule one when the report allows it. */
function DamageReportRepair({ report: d, createRepairHref }: { report: DamageReport; createRepairHref: string }) {
  const canCreateRepair = canCreateRepairFromReport(d);
  return (
    <SectionCard title="Repair" titleGap="sm">
      {d.repair ? (
        <LinkedRecord
          to={paths.repair(d.repair.id)}
          title={d.repair.title}
          badge={<RepairStatusBadge status={d.repair.status} />}
        />
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
    </SectionCard>
  );
}

/** One damage report: every field, status changes, its repair, edit and delete. */
export function DamageReportDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const report = useDamageReport(id);
  useDocumentTitle(report.data?.title ?? 'Damage Report');
  const update = useUpdateDamageReport();
  const remove = useDeleteDamageReport();
  const [editing, setEditing] = useState(false);

  if (!report.isSuccess) {
    return (
      <RecordQueryFallback
        query={report}
        loadingLabel="Loading damage report..."
        notFoundTitle="Damage report not found"
        back={back}
        failedMessage="Failed to load damage reports"
      />
    );
  }
  const d = report.data;

  const askDelete = () =>
    confirmDelete({
      noun: 'damage report',
      remove: (callbacks) => remove.mutate(d.id, callbacks),
      onDeleted: () => void navigate(paths.damageReports),
    });

  const save = async (values: DamageReportFormValues) => {
    await update.mutateAsync({ id: d.id, input: toDamageReportInput(values) });
    notifySuccess('Damage report saved');
    setEditing(false);
  };

  const createRepairHref = withQuery(paths.newRepair, { damageReportId: d.id });

  return (
    <RecordPageLayout
      back={back}
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
      actions={
        <>
          {canCreateRepairFromReport(d) ? (
            <Button component={Link} to={createRepairHref} leftSection={<IconTool size={16} />}>
              Create repair
            </Button>
          ) : null}
          <DamageStatusMenu report={d} />
          <EditDeleteButtons onEdit={() => setEditing(true)} onDelete={askDelete} />
        </>
      }
      editing={editing}
      form={
        <DamageReportForm
          mode="edit"
          initialValues={formValuesOf(d)}
          savedEvent={d.eventId && d.eventTitle ? { id: d.eventId, title: d.eventTitle } : null}
          carLocked={d.repair !== null}
          submitLabel="Save Changes"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      }
      main={<DamageReportDetails report={d} />}
      side={<DamageReportRepair report={d} createRepairHref={createRepairHref} />}
    />
  );
}
