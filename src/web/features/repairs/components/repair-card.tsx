import { Group } from '@mantine/core';
import { IconCalendarEvent, IconCar } from '@tabler/icons-react';
import type { RepairListItem } from '@shared/repairs/repairs.contract';
import { repairDateLabel } from '@shared/repairs/repairs.rules';
import { paths } from '@web/app/paths';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';
import { CardMeta, CardMoney, RecordCard } from '@web/ui/record-card';

/** One repair in a list: what, which car, when, and what it costs. */
export function RepairCard({ repair }: { repair: RepairListItem }) {
  return (
    <RecordCard
      title={repair.title}
      to={paths.repair(repair.id)}
      badges={<RepairStatusBadge status={repair.status} />}
      figures={
        <Group gap="md" wrap="nowrap">
          <CardMoney label="Estimated" cents={repair.estimatedCostCents} minWidth={96} />
          <CardMoney label="Actual" cents={repair.actualCostCents} minWidth={96} />
        </Group>
      }
    >
      <Group gap="md" wrap="wrap">
        <CardMeta icon={<IconCar size={16} aria-hidden />}>{repair.carLabel}</CardMeta>
        <CardMeta icon={<IconCalendarEvent size={16} aria-hidden />}>{repairDateLabel(repair)}</CardMeta>
      </Group>
    </RecordCard>
  );
}
