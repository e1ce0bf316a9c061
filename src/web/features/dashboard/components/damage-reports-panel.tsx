import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { dashboardLimits } from '@shared/dashboard/dashboard.rules';
import { showViewAll } from '@shared/dashboard/dashboard.rules';
import {
  canCreateRepairFromReport,
  damageSeverityColors,
  damageSeverityLabel,
  damageStatusColors,
  damageStatusLabel,
} from '@shared/damage-reports/damage-reports.rules';
import { formatDate } from '@shared/lib/dates';
import { paths, withQuery } from '@web/app/paths';
import { HoverHint } from '@web/ui/hover-hint';
import { Panel } from './panel';

type Report = Dashboard['damageReports']['items'][number];

function ReportRow({ report }: { report: Report }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {report.title}
        </Text>
        <Text size="xs" c="dimmed">
          {report.carName} · {formatDate(report.discoveredDate)}
        </Text>
        <Group gap={4}>
          <Badge
            size="xs"
            variant="light"
            color={(damageSeverityColors as Record<string, string>)[report.severity] ?? 'gray'}
          >
            {damageSeverityLabel(report.severity)}
          </Badge>
          <Badge
            size="xs"
            variant="light"
            color={(damageStatusColors as Record<string, string>)[report.status] ?? 'gray'}
          >
            {damageStatusLabel(report.status)}
          </Badge>
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <HoverHint label="View details">
          <ActionIcon
            component={Link}
            to={paths.damageReport(report.id)}
            variant="subtle"
            aria-label={`View details of ${report.title}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </HoverHint>
        {canCreateRepairFromReport(report) ? (
          <HoverHint label="Create repair">
            <ActionIcon
              component={Link}
              to={withQuery(paths.newRepair, { damageReportId: report.id })}
              variant="subtle"
              aria-label={`Create repair for ${report.title}`}
            >
              <IconTool size={18} />
            </ActionIcon>
          </HoverHint>
        ) : null}
      </Group>
    </Group>
  );
}

export function DamageReportsPanel({ reports }: { reports: Dashboard['damageReports'] }) {
  return (
    <Panel
      title="Damage Reports"
      actions={
        <Button component={Link} to={paths.newDamageReport} size="xs" variant="light">
          Report Damage
        </Button>
      }
    >
      {reports.items.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No damage reported. Good driving!
        </Text>
      ) : (
        <Stack gap={0}>
          {reports.items.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </Stack>
      )}
      {showViewAll(reports.items.length, dashboardLimits.damageReports) ? (
        <Anchor component={Link} to={paths.damageReports} size="sm">
          View all {reports.total} damage reports
        </Anchor>
      ) : null}
    </Panel>
  );
}
