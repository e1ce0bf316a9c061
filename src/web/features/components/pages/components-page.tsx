import { useState } from 'react';
import { Anchor, Badge, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { componentKindLabels, componentKinds } from '@shared/components/components.contract';
import { componentMessages } from '@shared/components/components.rules';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedViewControl, useArchivedView } from '@web/ui/removal';
import { useComponents } from '../api/get-components';
import { formatDistance, formatHours } from '../components/format';

const kindOptions = componentKinds.map((kind) => ({ value: kind, label: componentKindLabels[kind] }));

/** The team's tracked components: kind, serial number, their own hours and where each is installed. */
export function ComponentsPage() {
  useDocumentTitle('Components');
  const [archived, setArchived] = useArchivedView();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { useMetric } = usePreferences();
  const list = useComponents({ search: debounced, kind: kind ?? undefined, archived, page });
  const filtered = debounced !== '' || kind !== null;

  const addButton = (
    <OnlineOnlyButton to={paths.newComponent} leftSection={<IconPlus size={16} />}>
      Add Component
    </OnlineOnlyButton>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Components"
        subtitle="Engines, gearboxes and every part with its own life, wherever it is fitted"
        actions={addButton}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or serial number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Kind"
          placeholder="All kinds"
          clearable
          data={kindOptions}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      <ArchivedViewControl label="Components to show" archived={archived} onChange={setArchived} />
      {list.isPending ? (
        <PageLoader label="Loading components..." />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, componentMessages.listFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconSettings size={26} />}
          title={filtered ? 'No components match' : archived ? 'No archived components' : componentMessages.empty}
          description={
            filtered
              ? 'Try another name, serial number or kind.'
              : archived
                ? 'Archived components show here and can be restored.'
                : 'Track an engine or a gearbox: its hours follow it from car to car.'
          }
          action={filtered || archived ? undefined : addButton}
        />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-label="Components">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Serial number</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Distance</Table.Th>
                  <Table.Th>Installed on</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((c) => (
                  <Table.Tr key={c.id} data-testid="component-row">
                    <Table.Td>
                      <Anchor component={Link} to={paths.component(c.id)} fw={600} size="sm">
                        {c.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" size="sm">
                        {componentKindLabels[c.kind]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.serialNumber ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatHours(c.hours)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatDistance(c.distance, useMetric)}
                    </Table.Td>
                    <Table.Td>
                      {c.installedOn ? (
                        <Anchor component={Link} to={paths.car(c.installedOn.carId)} size="sm">
                          {c.installedOn.carName}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          On the shelf
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            summary={`Showing ${list.data.items.length} of ${list.data.total} components`}
            total={list.data.total}
            page={list.data.page}
            pageSize={list.data.pageSize}
            onPageChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
