import { Button, Card, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { DamageReportListQuery } from '@shared/damage-reports/damage-reports.contract';
import {
  damageSeverities,
  damageSeverityLabels,
  damageStatuses,
  damageStatusLabels,
  type DamageSeverity,
  type DamageStatus,
} from '@shared/damage-reports/damage-reports.rules';
import { paths, withQuery } from '@web/app/paths';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { useEventPicker } from '@web/features/events/api/use-event-picker';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDamageReports } from '../api/get-damage-reports';
import { DamageReportCard } from '../components/damage-report-card';
import { ListFooter } from '@web/ui/list-footer';

const pageSize = 20;

const severityData = [
  { value: '', label: 'All severities' },
  ...damageSeverities.map((s) => ({ value: s, label: damageSeverityLabels[s] })),
];
const statusData = [
  { value: '', label: 'All statuses' },
  ...damageStatuses.map((s) => ({ value: s, label: damageStatusLabels[s] })),
];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (value: string | null) => (value && uuidPattern.test(value) ? value : undefined);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The team's damage reports, most recently discovered first, filtered by car, event, severity and status. */
export function DamageReportsPage() {
  useDocumentTitle('Damage Reports');
  const [params, setParams] = useSearchParams();
  const carId = idParam(params.get('carId'));
  const eventId = idParam(params.get('eventId'));
  const severity = oneOf<DamageSeverity>(damageSeverities, params.get('severity'));
  const status = oneOf<DamageStatus>(damageStatuses, params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const carPicker = useCarPicker({ value: carId, anyCarLabel: 'All cars', onChange: (v) => update({ carId: v }) });
  const eventPicker = useEventPicker({
    value: eventId,
    anyLabel: 'All events',
    onChange: (v) => update({ eventId: v }),
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const query: DamageReportListQuery = { page, pageSize, carId, eventId, severity, status };
  const reports = useDamageReports(query);
  const filtered = Boolean(carId ?? eventId ?? severity ?? status);

  const reportButton = (
    <Button component={Link} to={withQuery(paths.newDamageReport, { carId })} leftSection={<IconPlus size={16} />}>
      Report Damage
    </Button>
  );

  let body;
  if (reports.isPending) {
    body = <PageLoader label="Loading damage reports..." />;
  } else if (reports.isError) {
    body = <ErrorState message="Failed to load damage reports" onRetry={() => void reports.refetch()} />;
  } else if (reports.data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        title="No damage reports found"
        description="Try adjusting your filters."
        action={
          <Button
            variant="default"
            onClick={() => update({ carId: null, eventId: null, severity: null, status: null })}
          >
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconAlertTriangle size={26} />}
        title="No damage reports"
        description="Nothing reported yet. Report damage when you find it so it gets assessed and repaired."
        action={reportButton}
      />
    );
  } else {
    const { items, total } = reports.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <Stack gap="sm">
        {items.map((report) => (
          <DamageReportCard key={report.id} report={report} />
        ))}
        <ListFooter
          summary={`Showing ${first}–${first + items.length - 1} of ${total} damage reports`}
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={(p) => update({ page: String(p) })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Damage Reports"
        subtitle="Damage found on your cars, from discovery to repair."
        actions={reportButton}
      />
      <Card p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select label="Car" allowDeselect={false} {...carPicker} />
          <Select label="Event" allowDeselect={false} {...eventPicker} />
          <Select
            label="Severity"
            data={severityData}
            value={severity ?? ''}
            allowDeselect={false}
            onChange={(v) => update({ severity: v || null })}
          />
          <Select
            label="Status"
            data={statusData}
            value={status ?? ''}
            allowDeselect={false}
            onChange={(v) => update({ status: v || null })}
          />
        </SimpleGrid>
      </Card>
      {body}
    </Stack>
  );
}
