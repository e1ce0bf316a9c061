import { useState } from 'react';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconBuildingWarehouse,
  IconFileImport,
  IconPackage,
  IconPlus,
  IconSearch,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { inventoryMessages, type InventoryItem } from '@shared/inventory/inventory.contract';
import {
  inventoryCategories,
  inventoryCategoryLabels,
  type InventoryCategory,
} from '@shared/inventory/inventory.rules';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { notifyError } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useInventoryItems } from '../api/get-inventory-items';
import type { InventoryItemsParams } from '../api/keys';
import { useLocations } from '../api/locations';
import { useSuppliers } from '../api/suppliers';
import { InventoryAssignModal, type AssignTarget } from '../components/inventory-assign-modal';
import { InventoryStockHistoryModal } from '../components/inventory-stock-history-modal';
import { InventoryTable } from '../components/inventory-table';
import { useConfirmUnassign } from '../components/inventory-unassign';
import { InventoryUseInOrderModal } from '../components/inventory-use-in-order-modal';
import { isPastLastPage, LastPageRedirect } from '@web/ui/last-page-redirect';

const pageSize = 25;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const categoryOptions = [
  { value: 'all', label: 'All categories' },
  ...inventoryCategories.map((c) => ({ value: c, label: inventoryCategoryLabels[c] })),
];

const idOrNull = (value: string | null) => (value && uuidPattern.test(value) ? value : null);

/** The list's search and filters live in the address (?location= and ?supplier= come from other pages). */
function useListState() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const state = {
    search: params.get('q') ?? '',
    category:
      category && (inventoryCategories as readonly string[]).includes(category)
        ? (category as InventoryCategory)
        : null,
    location: idOrNull(params.get('location')),
    supplier: idOrNull(params.get('supplier')),
    grouped: params.get('group') === 'location',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, page: 1, ...changes };
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.category) out.set('category', next.category);
    if (next.location) out.set('location', next.location);
    if (next.supplier) out.set('supplier', next.supplier);
    if (next.grouped) out.set('group', 'location');
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [state, update] as const;
}

/** /inventory: the team's parts, supplies and equipment, searched, filtered and paged on the server. */
export function InventoryPage() {
  useDocumentTitle('Inventory');
  const [state, setState] = useListState();
  const [searchInput, setSearchInput] = useState(state.search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [usingItem, setUsingItem] = useState<InventoryItem | null>(null);
  const [historyItem, setHistoryItem] = useState<InventoryItem | null>(null);
  const confirmUnassign = useConfirmUnassign();
  // Assigning items to clients (one or several) and taking them back is for those who manage assignments.
  const canAssign = useCan('manage_assignments');
  const locations = useLocations();
  const suppliers = useSuppliers();

  // A new filter or page is a new list: the ticks of the old one go.
  const update = (changes: Parameters<typeof setState>[0]) => {
    setSelected(new Set());
    setState(changes);
  };
  const searchSoon = useDebouncedCallback((value: string) => update({ search: value.trim() }), 300);

  const query: InventoryItemsParams = {
    page: state.page,
    pageSize,
    ...(state.search ? { search: state.search } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.location ? { locationId: state.location } : {}),
    ...(state.supplier ? { supplierId: state.supplier } : {}),
    ...(state.grouped ? { groupByLocation: true } : {}),
  };
  const items = useInventoryItems(query);
  const lastPage = items.data ? Math.max(1, Math.ceil(items.data.total / pageSize)) : 1;
  const pageIsPastEnd = isPastLastPage(items.data, state.page, lastPage);

  const locationOptions = [
    { value: 'all', label: 'All locations' },
    ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
  ];
  if (state.location && !locations.data?.some((l) => l.id === state.location)) {
    locationOptions.push({ value: state.location, label: locations.isPending ? 'Loading...' : 'Unknown location' });
  }
  const supplierOptions = [
    { value: 'all', label: 'All suppliers' },
    ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  if (state.supplier && !suppliers.data?.some((s) => s.id === state.supplier)) {
    // A supplier removed since still names its parts.
    const name = items.data?.items.find((i) => i.supplierId === state.supplier)?.supplierName;
    supplierOptions.push({
      value: state.supplier,
      label: name ?? (suppliers.isPending ? 'Loading...' : 'Unknown supplier'),
    });
  }

  const addButton = (
    <Button component={Link} to={paths.newInventoryItem} leftSection={<IconPlus size={16} />}>
      Add Item
    </Button>
  );

  const select = (ids: string[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const assignSelected = () => {
    if (selected.size === 0) {
      notifyError(inventoryMessages.noItemsSelected);
      return;
    }
    setAssignTarget({ kind: 'many', itemIds: [...selected] });
  };

  const clearFilters = () => {
    setSearchInput('');
    searchSoon.cancel();
    update({ search: '', category: null, location: null, supplier: null });
  };

  let body;
  if (pageIsPastEnd) {
    body = <LastPageRedirect lastPage={lastPage} />;
  } else if (items.isPending) {
    body = <PageLoader label="Loading inventory..." />;
  } else if (items.isError) {
    body = (
      <ErrorState
        message={errorMessage(items.error, 'The inventory could not be loaded')}
        onRetry={() => void items.refetch()}
      />
    );
  } else if (items.data.teamTotal === 0) {
    body = (
      <EmptyState
        icon={<IconPackage size={26} />}
        title={inventoryMessages.emptyTitle}
        description="Add the parts, supplies and equipment you keep, or import them from a CSV file."
        action={
          <Group gap="sm" justify="center">
            {addButton}
            <Button
              component={Link}
              to={paths.inventoryImport}
              variant="default"
              leftSection={<IconFileImport size={16} />}
            >
              Import CSV
            </Button>
          </Group>
        }
      />
    );
  } else {
    const { items: rows, total } = items.data;
    body = (
      <Stack gap="sm" style={{ opacity: items.isPlaceholderData ? 0.6 : 1 }} aria-busy={items.isFetching}>
        {rows.length === 0 ? (
          <EmptyState
            title={inventoryMessages.noMatchTitle}
            description="Try other search terms or filters."
            action={
              <Button variant="default" onClick={clearFilters}>
                Show all items
              </Button>
            }
          />
        ) : (
          <>
            {canAssign ? (
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {selected.size === 0 ? 'Tick shop items to assign several at once.' : `${selected.size} selected`}
                </Text>
                <Button variant="default" size="sm" leftSection={<IconUsers size={16} />} onClick={assignSelected}>
                  Assign selected
                </Button>
              </Group>
            ) : null}
            <InventoryTable
              items={rows}
              grouped={state.grouped}
              selected={selected}
              onSelect={select}
              actions={{
                assignment: canAssign
                  ? { onAssign: (item) => setAssignTarget({ kind: 'one', item }), onUnassign: confirmUnassign }
                  : null,
                onUseInOrder: setUsingItem,
                onStockHistory: setHistoryItem,
              }}
            />
          </>
        )}
        {rows.length === 0 ? null : (
          <ListFooter
            summary={`Showing ${rows.length} of ${total} items`}
            total={total}
            page={state.page}
            pageSize={pageSize}
            onPageChange={(page) => update({ page })}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Inventory"
        subtitle="Parts, supplies and equipment: where they are, what they cost and who they belong to."
        actions={
          <>
            {addButton}
            <Button
              component={Link}
              to={paths.inventoryImport}
              variant="default"
              leftSection={<IconFileImport size={16} />}
            >
              Import CSV
            </Button>
            <Button
              component={Link}
              to={paths.inventoryLocations}
              variant="default"
              leftSection={<IconBuildingWarehouse size={16} />}
            >
              Locations
            </Button>
            <Button
              component={Link}
              to={paths.suppliers}
              variant="default"
              leftSection={<IconTruckDelivery size={16} />}
            >
              Suppliers
            </Button>
          </>
        }
      />
      <Card p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput
              label="Search inventory"
              placeholder="Name, part number or manufacturer"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchInput}
              onChange={(e) => {
                setSearchInput(e.currentTarget.value);
                searchSoon(e.currentTarget.value);
              }}
            />
            <Select
              label="Category"
              data={categoryOptions}
              value={state.category ?? 'all'}
              allowDeselect={false}
              onChange={(value) => update({ category: value === 'all' ? null : (value as InventoryCategory | null) })}
            />
            <Select
              label="Location"
              data={locationOptions}
              value={state.location ?? 'all'}
              allowDeselect={false}
              searchable
              onChange={(value) => update({ location: value === 'all' ? null : idOrNull(value) })}
              error={
                locations.isError
                  ? inventoryMessages.locationsLoadFailed(errorMessage(locations.error, 'unknown error'))
                  : undefined
              }
            />
            <Select
              label="Supplier"
              data={supplierOptions}
              value={state.supplier ?? 'all'}
              allowDeselect={false}
              searchable
              onChange={(value) => update({ supplier: value === 'all' ? null : idOrNull(value) })}
              error={suppliers.isError ? 'Failed to fetch suppliers' : undefined}
            />
          </SimpleGrid>
          <Checkbox
            label="Group by location"
            checked={state.grouped}
            onChange={(e) => update({ grouped: e.currentTarget.checked })}
          />
        </Stack>
      </Card>
      {body}
      {canAssign ? (
        <InventoryAssignModal
          target={assignTarget}
          onClose={() => setAssignTarget(null)}
          onAssigned={() => setSelected(new Set())}
        />
      ) : null}
      <InventoryUseInOrderModal item={usingItem} onClose={() => setUsingItem(null)} />
      <InventoryStockHistoryModal item={historyItem} onClose={() => setHistoryItem(null)} />
    </Stack>
  );
}
