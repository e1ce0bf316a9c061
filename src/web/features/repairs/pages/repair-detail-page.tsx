import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { formatNumber } from '@shared/lib/number-format';
import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';
import type { Repair } from '@shared/repairs/repairs.contract';
import { nextRepairStatuses, repairDateLabel } from '@shared/repairs/repairs.rules';
import { paths } from '@web/app/paths';
import { DamageStatusBadge } from '@web/features/damage-reports/api/damage-badges';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmDelete } from '@web/ui/confirm';
import { DetailList } from '@web/ui/detail-list';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { EditDeleteButtons, LinkedRecord, RecordPageLayout, RecordQueryFallback } from '@web/ui/record-page';
import { SectionCard } from '@web/ui/section-card';
import { useChangeRepairStatus } from '../api/change-repair-status';
import { useDeleteRepair } from '../api/delete-repair';
import { useRepair } from '../api/get-repair';
import { useUpdateRepair } from '../api/update-repair';
import { CompleteRepairModal } from '../components/complete-repair-modal';
import { RepairForm, type RepairFormValues } from '../components/repair-form';
import { RepairPhotos } from '../components/repair-images';

const back = { to: paths.repairs, list: 'Repairs' };

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

/** Start Repair and Mark Completed, as the repair's status allows. */
function RepairStatusButtons({ repair, onComplete }: { repair: Repair; onComplete: () => void }) {
  const change = useChangeRepairStatus();
  const next = nextRepairStatuses(repair.status);
  const start = async () => {
    try {
      await change.mutateAsync({ id: repair.id, input: { status: 'In Progress' } });
      notifySuccess('Repair started');
    } catch (err) {
      notifyError(errorMessage(err, 'The repair could not be started'));
    }
  };
  return (
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
        <Button leftSection={<IconCheck size={16} />} color="green" onClick={onComplete}>
          Mark Completed
        </Button>
      ) : null}
    </>
  );
}

/** The repair's fields: the car, dates, costs and interval, then the work done. */
function RepairDetails({ repair: r }: { repair: Repair }) {
  const { useMetric } = usePreferences();
  const unit = distanceUnit(useMetric);
  return (
    <Stack gap="md">
      <SectionCard title="Details">
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
              value: r.intervalHours === null ? null : formatNumber(r.intervalHours, { maximumFractionDigits: 1 }),
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Work">
        <DetailList
          items={[
            { label: 'Description', value: r.description, wide: true },
            { label: 'Parts', value: r.parts, wide: true },
            { label: 'Notes', value: r.notes, wide: true },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}

/** Beside the details: the damage report the repair fixes, its photos, and when it was made. */
function RepairSide({ repair: r }: { repair: Repair }) {
  return (
    <Stack gap="md">
      {r.damageReport ? (
        <SectionCard title="Damage report" titleGap="sm">
          <LinkedRecord
            to={paths.damageReport(r.damageReport.id)}
            title={r.damageReport.title}
            badge={<DamageStatusBadge status={r.damageReport.status} />}
          />
        </SectionCard>
      ) : null}
      <RepairPhotos repair={r} />
      <Text size="xs" c="dimmed">
        Created {formatDate(r.createdAt)} · updated {formatDate(r.updatedAt)}
      </Text>
    </Stack>
  );
}

/** One repair: every field, status actions, inline edit, photos and delete. */
export function RepairDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const repair = useRepair(id);
  useDocumentTitle(repair.data?.title ?? 'Repair');
  const update = useUpdateRepair();
  const remove = useDeleteRepair();
  const [editing, setEditing] = useState(false);
  const [completeOpened, completeModal] = useDisclosure(false);

  if (!repair.isSuccess) {
    return (
      <RecordQueryFallback
        query={repair}
        loadingLabel="Loading repair..."
        notFoundTitle="Repair not found"
        back={back}
        failedMessage="Failed to fetch repairs"
      />
    );
  }
  const r = repair.data;

  const askDelete = () =>
    confirmDelete({
      noun: 'repair',
      remove: (callbacks) => remove.mutate(r.id, callbacks),
      onDeleted: () => void navigate(paths.repairs),
    });

  const save = async (values: RepairFormValues) => {
    await update.mutateAsync({ id: r.id, input: { ...values, carId: values.carId ?? '' } });
    notifySuccess('Repair saved');
    setEditing(false);
  };

  return (
    <RecordPageLayout
      back={back}
      title={r.title}
      subtitle={
        <Group gap="xs" component="span">
          <RepairStatusBadge status={r.status} />
          <Text component="span" c="dimmed">
            {repairDateLabel(r)}
          </Text>
        </Group>
      }
      actions={
        <>
          <RepairStatusButtons repair={r} onComplete={completeModal.open} />
          <EditDeleteButtons onEdit={() => setEditing(true)} onDelete={askDelete} />
        </>
      }
      editing={editing}
      form={
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
      }
      main={<RepairDetails repair={r} />}
      side={<RepairSide repair={r} />}
    >
      <CompleteRepairModal
        key={`${r.id}-${r.status}`}
        repair={r}
        opened={completeOpened}
        onClose={completeModal.close}
      />
    </RecordPageLayout>
  );
}
