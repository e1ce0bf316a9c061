import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Anchor, Button, Card, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconPlus, IconSearch, IconTool } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { todayIso } from '@shared/lib/dates';
import type { RepairListQuery } from '@shared/repairs/repairs.contract';
import { repairStatusFilterLabels, repairStatusFilters, type RepairStatusFilter } from '@shared/repairs/repairs.rules';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { paths, withQuery } from '@web/app/paths';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { usePreferencesQuery } from '@web/features/preferences/api/get-preferences';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRepairs } from '../api/get-repairs';
import { RepairCard } from '../components/repair-card';
import { ListFooter } from '@web/ui/list-footer';

const pageSize = 20;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...repairStatusFilters.map((s) => ({ value: s, label: repairStatusFilterLabels[s] })),
];

function isStatusFilter(value: string | null): value is RepairStatusFilter {
  return value !== null && (repairStatusFilters as readonly string[]).includes(value);
}

/** All the team's repairs: upcoming first, filtered by status and car, searched by title. */
export function RepairsPage() {
  useDocumentTitle('Repairs');
  const [params, setParams] = useSearchParams();
  const preferences = usePreferencesQuery();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  // Without an explicit choice, completed repairs are left out when the user's preference says so.
  const statusParam = params.get('status');
  const hideCompletedByDefault = preferences.data ? !preferences.data.showCompletedRepairs : false;
  const status: RepairStatusFilter | 'all' = isStatusFilter(statusParam)
    ? statusParam
    : statusParam === 'all' || !hideCompletedByDefault
      ? 'all'
      : 'open';
  const carParam = params.get('carId');
  const carId = carParam && uuidPattern.test(carParam) ? carParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const carPicker = useCarPicker({
    value: carId,
    anyCarLabel: 'All cars',
    onChange: (value) => update({ carId: value }),
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

  // Only the debounced text drives the address.
  const settleSearch = useEffectEvent((term: string) => {
    if ((params.get('q') ?? '') !== term) update({ q: term || null });
  });
  useEffect(() => settleSearch(debouncedSearch), [debouncedSearch]);

  const query: RepairListQuery = {
    page,
    pageSize,
    today: todayIso(),
    ...(status !== 'all' ? { status } : {}),
    ...(carId ? { carId } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };
  const repairs = useRepairs(query, { enabled: !preferences.isPending });
  const filtered = status !== 'all' || Boolean(carId) || Boolean(debouncedSearch);
  const atLimit = repairs.data?.atPlanLimit ?? false;

  const newRepairButton = atLimit ? null : (
    <Button component={Link} to={withQuery(paths.newRepair, { carId })} leftSection={<IconPlus size={16} />}>
      New Repair
    </Button>
  );

  let body;
  if (preferences.isPending || repairs.isPending) {
    body = <PageLoader label="Loading repairs..." />;
  } else if (repairs.isError) {
    body = <ErrorState message="Failed to fetch repairs" onRetry={() => void repairs.refetch()} />;
  } else if (repairs.data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        title="No repairs found"
        description="Try adjusting your search or filters."
        action={
          <Button
            variant="default"
            onClick={() => {
              setSearch('');
              update({ status: 'all', carId: null, q: null });
            }}
          >
            Show all repairs
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconTool size={26} />}
        title="No repairs yet"
        description="Schedule work on a car to track what was done, when, and what it cost."
        action={newRepairButton}
      />
    );
  } else {
    const { items, total } = repairs.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <Stack gap="sm">
        {items.map((repair) => (
          <RepairCard key={repair.id} repair={repair} />
        ))}
        <ListFooter
          summary={`Showing ${first}–${first + items.length - 1} of ${total} repairs`}
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
        title="Repairs"
        subtitle="Scheduled, in-progress and completed work on your cars."
        actions={newRepairButton}
      />
      {atLimit ? (
        <Alert color="yellow" variant="light" icon={<IconLock />} title="Free plan limit reached" role="status">
          {planLimitMessages.repairs}{' '}
          <Anchor component={Link} to={paths.subscription} fw={600}>
            View plans
          </Anchor>
        </Alert>
      ) : null}
      <Card p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Search repairs"
            placeholder="Search by title"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Select
            label="Status"
            data={statusOptions}
            value={status}
            allowDeselect={false}
            onChange={(value) => update({ status: value ?? 'all' })}
          />
          <Select label="Car" allowDeselect={false} {...carPicker} />
        </SimpleGrid>
      </Card>
      {body}
    </Stack>
  );
}
