import { ImportButton } from '@web/features/imports/api/import-link';
import { useState } from 'react';
import { ActionIcon, Anchor, Group, Paper, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';
import { carMessages } from '@shared/cars/cars.contract';
import {
  carSortFields,
  carSortLabels,
  showingVehiclesLabel,
  type CarSortField,
  type SortDirection,
} from '@shared/cars/cars.rules';
import { paths } from '@web/app/paths';
import { useMode } from '@web/lib/mode-context';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { carListFirstPage, carListPageSize, carListParams, useCars } from '../api/get-cars';
import { CarSummaryTiles } from '../components/car-summary-tiles';
import { CarsTable } from '../components/cars-table';
import { CarPlanLimitNotice } from '../components/plan-limit-notice';
import { ListFooter } from '@web/ui/list-footer';
import { ArchivedViewControl, useArchivedView } from '@web/ui/removal';
import { OnlineOnlyButton } from '@web/ui/online-only';

export function CarsListPage() {
  const { isTeamMode } = useMode();
  const { useMetric } = usePreferences();
  const [search, setSearch] = useState<string>(carListFirstPage.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<CarSortField>(carListFirstPage.sort);
  const [direction, setDirection] = useState<SortDirection>(carListFirstPage.direction);
  const [page, setPage] = useState<number>(carListFirstPage.page);
  const [archived, setArchived] = useArchivedView();
  const query = useCars(carListParams({ search: debouncedSearch, sort, direction, page, archived }));

  const title = isTeamMode ? 'Fleet Vehicles' : 'My Vehicles';
  useDocumentTitle(title);
  const subtitle = isTeamMode ? 'Manage your Pitboard fleet' : 'Your cars, their hours, miles and service life';
  const data = query.data;
  const planFull = data?.atPlanLimit ?? false;
  // The limit's notice replaces the active list only: the archived list stays reachable.
  const atLimit = !archived && planFull;

  const addButton =
    data && !planFull ? (
      <OnlineOnlyButton to={paths.newCar} leftSection={<IconPlus size={16} />}>
        Add Car
      </OnlineOnlyButton>
    ) : null;

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  let body: React.ReactNode;
  if (query.isPending) {
    body = <PageLoader label={carMessages.loading} />;
  } else if (query.isError) {
    body = <ErrorState message={carMessages.fetchFailed} onRetry={() => void query.refetch()} />;
  } else if (atLimit && !debouncedSearch) {
    // The message replaces the list; the cars stay one click away.
    body = (
      <CarPlanLimitNotice>
        {query.data.items.map((car) => (
          <Anchor key={car.id} component={Link} to={paths.car(car.id)} size="sm">
            Open {car.name}
          </Anchor>
        ))}
      </CarPlanLimitNotice>
    );
  } else if (query.data.total === 0 && !debouncedSearch && archived) {
    body = (
      <EmptyState
        title="No archived vehicles"
        description="A vehicle with history is archived instead of deleted; it shows here and can be restored from its page."
      />
    );
  } else if (query.data.total === 0 && !debouncedSearch) {
    body = (
      <EmptyState
        title={carMessages.noVehicles}
        description="Add your first car to track its hours, miles and the service life of its parts."
        action={addButton}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search vehicles"
            placeholder="Name or description"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => changeSearch(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Sort"
            data={carSortFields.map((value) => ({ value, label: carSortLabels[value] }))}
            value={sort}
            onChange={(value) => {
              setSort(value ?? 'name');
              setPage(1);
            }}
            allowDeselect={false}
            w={200}
          />
          <Tooltip label={direction === 'asc' ? 'Ascending' : 'Descending'}>
            <ActionIcon
              variant="default"
              size="lg"
              h={36}
              w={36}
              aria-label={
                direction === 'asc' ? 'Sort ascending (click for descending)' : 'Sort descending (click for ascending)'
              }
              onClick={() => {
                setDirection(direction === 'asc' ? 'desc' : 'asc');
                setPage(1);
              }}
            >
              {direction === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {query.data.total === 0 ? (
          <EmptyState
            title={carMessages.noneFound}
            description={carMessages.noneFoundHint}
            icon={<IconSearch size={26} />}
          />
        ) : (
          <Paper withBorder p={0}>
            <CarsTable cars={query.data.items} useMetric={useMetric} />
          </Paper>
        )}
        <ListFooter
          summary={showingVehiclesLabel(
            query.data.items.length,
            archived ? query.data.total : query.data.summary.totalVehicles,
          )}
          total={query.data.total}
          page={page}
          pageSize={carListPageSize}
          onPageChange={setPage}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <ImportButton kind="cars" />
            {addButton}
          </>
        }
      />
      {data && !archived ? <CarSummaryTiles summary={data.summary} useMetric={useMetric} /> : null}
      <ArchivedViewControl
        label="Vehicles to show"
        archived={archived}
        onChange={(next) => {
          setArchived(next);
          setPage(1);
        }}
      />
      {body}
    </Stack>
  );
}
