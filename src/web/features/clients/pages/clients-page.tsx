import { ImportButton } from '@web/features/imports/api/import-link';
import { useEffect, useEffectEvent, useState } from 'react';
import { Box, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  clientSortKeys,
  clientTypeFilters,
  type ClientSortKey,
  type ClientTypeFilter,
} from '@shared/clients/clients.contract';
import { clientPageSize } from '@shared/clients/clients.rules';
import { todayIso } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedViewControl } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { clientsExportUrl } from '../api/export-clients';
import { useClients } from '../api/get-clients';
import { ClientSummaryCards } from '../components/client-summary-cards';
import { ClientsTable } from '../components/clients-table';
import { ListFooter } from '@web/ui/list-footer';
import { isPastLastPage } from '@web/ui/last-page-redirect';

const sortOptions: { value: ClientSortKey; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'lastVisit', label: 'Last Visit' },
  { value: 'totalSpent', label: 'Total Spent' },
];
const typeOptions: { value: ClientTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'person', label: 'Individual' },
];

function pick<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The list's filters live in the address, so Back and reload keep them. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const state = {
    search: params.get('q') ?? '',
    type: pick(clientTypeFilters, params.get('type'), 'all'),
    sort: pick(clientSortKeys, params.get('sort'), 'name'),
    dir: pick(['asc', 'desc'] as const, params.get('dir'), 'asc'),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    archived: params.get('show') === 'archived',
  };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, page: 1, ...changes };
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.type !== 'all') out.set('type', next.type);
    if (next.sort !== 'name') out.set('sort', next.sort);
    if (next.dir !== 'asc') out.set('dir', next.dir);
    if (next.page > 1) out.set('page', String(next.page));
    if (next.archived) out.set('show', 'archived');
    setParams(out, { replace: true });
  };
  return [state, update] as const;
}

export function ClientsPage() {
  useDocumentTitle('Clients');
  const [state, update] = useListState();
  const [searchInput, setSearchInput] = useState(state.search);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), 300);
  const today = todayIso();
  // Every member reads the clients; adding and editing them is for those who manage assignments.
  const canManage = useCan('manage_assignments');

  // Only a settled search term changes the address.
  const settleSearch = useEffectEvent((term: string) => {
    if (term !== state.search) update({ search: term });
  });
  useEffect(() => settleSearch(debouncedSearch), [debouncedSearch]);

  const filter = {
    search: state.search || undefined,
    type: state.type,
    sort: state.sort,
    dir: state.dir,
    today,
    ...(state.archived ? { archived: 'true' as const } : {}),
  };
  const clients = useClients({ ...filter, page: state.page, pageSize: clientPageSize });
  const filtered = Boolean(state.search) || state.type !== 'all';
  const lastPage = clients.data ? Math.max(1, Math.ceil(clients.data.total / clients.data.pageSize)) : 1;

  const pageIsPastEnd = isPastLastPage(clients.data, state.page, lastPage);
  // The list shrank under the current page (another tab removed a car or changed a client).
  const backToLastPage = useEffectEvent((last: number) => update({ page: last }));
  useEffect(() => {
    if (pageIsPastEnd) backToLastPage(lastPage);
  }, [pageIsPastEnd, lastPage]);

  const addButton = canManage ? (
    <Button component={Link} to={paths.newClient} leftSection={<IconPlus size={16} />}>
      Add Client
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Clients"
        subtitle="Your shop's customers, their vehicles and visits."
        actions={
          <>
            <Button
              component="a"
              href={clientsExportUrl(filter)}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export
            </Button>
            <ImportButton kind="clients" />
            {addButton}
          </>
        }
      />
      <ClientSummaryCards />
      <ArchivedViewControl
        label="Clients to show"
        archived={state.archived}
        onChange={(archived) => update({ archived })}
      />
      <Card padding="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search clients"
            placeholder="Name, email or phone"
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            onChange={(e) => setSearchInput(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Type"
            data={typeOptions}
            value={state.type}
            allowDeselect={false}
            onChange={(value) => update({ type: pick(clientTypeFilters, value, 'all') })}
            w={150}
          />
          <Select
            label="Sort by"
            data={sortOptions}
            value={state.sort}
            allowDeselect={false}
            onChange={(value) => update({ sort: pick(clientSortKeys, value, 'name') })}
            w={150}
          />
          <Button
            variant="default"
            onClick={() => update({ dir: state.dir === 'asc' ? 'desc' : 'asc' })}
            leftSection={state.dir === 'asc' ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
            aria-label={state.dir === 'asc' ? 'Ascending, switch to descending' : 'Descending, switch to ascending'}
          >
            {state.dir === 'asc' ? 'Ascending' : 'Descending'}
          </Button>
        </Group>
      </Card>

      {clients.isPending ? (
        <PageLoader label="Loading clients..." />
      ) : clients.isError ? (
        <ErrorState
          message={errorMessage(clients.error, 'The clients could not be loaded')}
          onRetry={() => void clients.refetch()}
        />
      ) : clients.data.total === 0 ? (
        state.archived && !filtered ? (
          <EmptyState
            title="No archived clients"
            description="A client with history is archived instead of deleted; it shows here and can be restored from its page."
          />
        ) : filtered ? (
          <EmptyState title="No clients found" description="Try a different search or type." />
        ) : (
          <EmptyState
            title="No clients yet"
            description={
              canManage
                ? 'Add your first client to track their vehicles and visits.'
                : 'The clients your team adds show here with their vehicles and visits.'
            }
            action={addButton}
          />
        )
      ) : (
        <Card padding={0} style={{ opacity: clients.isPlaceholderData ? 0.6 : 1 }} aria-busy={clients.isFetching}>
          <ClientsTable clients={clients.data.items} canEdit={canManage} />
          <Box p="md">
            <ListFooter
              summary={`Showing ${clients.data.items.length} of ${clients.data.total} clients`}
              total={clients.data.total}
              page={state.page}
              pageSize={clientPageSize}
              onPageChange={(page) => update({ page })}
            >
              <Text size="sm" c="dimmed">
                Rows per page: {clientPageSize}
              </Text>
            </ListFooter>
          </Box>
        </Card>
      )}
    </Stack>
  );
}
