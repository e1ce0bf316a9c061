import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCar, IconFlag, IconMapPin, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DamageReport } from '@shared/damage-reports/damage-reports.contract';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths } from '@web/app/paths';
import { DamageStatusBadge, SeverityBadge } from './damage-badges';

function Meta({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One damage report in a list: what, how bad, where it stands, which car. */
export function DamageReportCard({ report }: { report: DamageReport }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={report.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={paths.damageReport(report.id)}
              fw={600}
              size="lg"
              style={{ overflowWrap: 'anywhere' }}
            >
              {report.title}
            </Anchor>
            <SeverityBadge severity={report.severity} />
            <DamageStatusBadge status={report.status} />
          </Group>
          <Group gap="md" wrap="wrap">
            <Meta icon={<IconCar size={16} aria-hidden />}>{report.carLabel}</Meta>
            <Meta icon={<IconCalendarEvent size={16} aria-hidden />}>
              Discovered {formatDate(report.discoveredDate)}
            </Meta>
            {report.damageLocation ? (
              <Meta icon={<IconMapPin size={16} aria-hidden />}>{report.damageLocation}</Meta>
            ) : null}
            {report.eventTitle ? <Meta icon={<IconFlag size={16} aria-hidden />}>{report.eventTitle}</Meta> : null}
          </Group>
          {report.repair ? (
            <Meta icon={<IconTool size={16} aria-hidden />}>
              Repair:{' '}
              <Anchor component={Link} to={paths.repair(report.repair.id)} size="sm">
                {report.repair.title}
              </Anchor>{' '}
              ({report.repair.status})
            </Meta>
          ) : null}
        </Stack>
        <Stack gap={0} miw={120}>
          <Text size="xs" c="dimmed">
            Est. repair cost
          </Text>
          <Text fw={600} ff="monospace">
            {report.estimatedRepairCostCents === null ? '–' : formatCents(report.estimatedRepairCostCents)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
