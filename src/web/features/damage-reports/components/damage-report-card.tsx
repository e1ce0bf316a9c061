import { Anchor, Group } from '@mantine/core';
import { IconCalendarEvent, IconCar, IconFlag, IconMapPin, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DamageReport } from '@shared/damage-reports/damage-reports.contract';
import { formatDate } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { CardMeta, CardMoney, RecordCard } from '@web/ui/record-card';
import { DamageStatusBadge, SeverityBadge } from '../api/damage-badges';

/** One damage report in a list: what, how bad, where it stands, which car. */
export function DamageReportCard({ report }: { report: DamageReport }) {
  return (
    <RecordCard
      title={report.title}
      to={paths.damageReport(report.id)}
      badges={
        <>
          <SeverityBadge severity={report.severity} />
          <DamageStatusBadge status={report.status} />
        </>
      }
      figures={<CardMoney label="Est. repair cost" cents={report.estimatedRepairCostCents} minWidth={120} />}
    >
      <Group gap="md" wrap="wrap">
        <CardMeta icon={<IconCar size={16} aria-hidden />}>{report.carLabel}</CardMeta>
        <CardMeta icon={<IconCalendarEvent size={16} aria-hidden />}>
          Discovered {formatDate(report.discoveredDate)}
        </CardMeta>
        {report.damageLocation ? (
          <CardMeta icon={<IconMapPin size={16} aria-hidden />}>{report.damageLocation}</CardMeta>
        ) : null}
        {report.eventTitle ? <CardMeta icon={<IconFlag size={16} aria-hidden />}>{report.eventTitle}</CardMeta> : null}
      </Group>
      {report.repair ? (
        <CardMeta icon={<IconTool size={16} aria-hidden />}>
          Repair:{' '}
          <Anchor component={Link} to={paths.repair(report.repair.id)} size="sm">
            {report.repair.title}
          </Anchor>{' '}
          ({report.repair.status})
        </CardMeta>
      ) : null}
    </RecordCard>
  );
}
