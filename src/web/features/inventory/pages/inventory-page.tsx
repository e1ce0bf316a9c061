import { useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconFileImport,
  IconPackage,
  IconPlus,
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
import { ListFooter } from '@web/ui/list-footer';
import { notifyError } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PagedListBody, SearchInput, useSearchField } from '@web/ui/paged-list';
import { useInventoryItems } from '../api/get-inventory-items';
import type { InventoryItemsParams } from '../api/keys';
import { useLocations } from '../api/locations';
import { useSuppliers } from '../api/suppliers';
import { InventoryAssignModal, type AssignTarget } from '../components/inventory-assign-modal';
import { InventoryStockHistoryModal } from '../components/inventory-stock-history-modal';
import { InventoryTable } from '../components/inventory-table';
import { useConfirmUnassign } from '../components/inventory-unassign';
import { InventoryUseInOrderModal } from '../components/inventory-use-in-order-modal';

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

type ListState = ReturnType<typeof useListState>[0];

/** The header's links: add an item, import a CSV file, the locations and the suppliers. */
function InventoryHeaderActions({ addButton }: { addButton: ReactNode }) {
  return (
    <>
      {addButton}
      <ImportCsvButton />
      <Button
        component={Link}
        to={paths.inventoryLocations}
        variant="default"
        leftSection={<IconBuildingWarehouse size={16} />}
      >
        Locations
      </Button>
      <Button component={Link} to={paths.suppliers} variant="default" leftSection={<IconTruckDelivery size={16} />}>
        Suppliers
      </Button>
    </>
  );
}

function ImportCsvButton() {
  return (
    <Button component={Link} to={paths.inventoryImport} variant="default" leftSection={<IconFileImport size={16} />}>
      Import CSV
    </Button>
  );
}

/**
 * The choices of the location and supplier filters: all, then the team's; one in the address the
 * team no longer lists still shows (a supplier removed since still names its parts).
 */
function useLocationAndSupplierOptions(state: ListState, rows: InventoryItem[] | undefined) {
  const locations = useLocations();
  const suppliers = useSuppliers();
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
    const name = rows?.find((i) => i.supplierId === state.supplier)?.supplierName;
    supplierOptions.push({
      value: state.supplier,
      label: name ?? (suppliers.isPending ? 'Loading...' : 'Unknown supplier'),
    });
  }
  return {
    locationOptions,
    supplierOptions,
    locationsError: locations.isError
      ? inventoryMessages.locationsLoadFailed(errorMessage(locations.error, 'unknown error'))
      : undefined,
    suppliersError: suppliers.isError ? 'Failed to fetch suppliers' : undefined,
  };
}

/** A filter by one of the team's locations or suppliers, searchable, with 'all' first. */
function NamedFilter({
  label,
  data,
  value,
  onChange,
  error,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
  error: string | undefined;
}) {
  return (
    <Select
      label={label}
      data={data}
      value={value ?? 'all'}
      allowDeselect={false}
      searchable
      onChange={(next) => onChange(next === 'all' ? null : idOrNull(next))}
      error={error}
    />
  );
}

/** The search box and the category, location and supplier filters, and Group by location. */
function InventoryFilters({
  state,
  update,
  search,
  rows,
}: {
  state: ListState;
  update: (changes: Partial<ListState>) => void;
  search: ReturnType<typeof useSearchField>;
  rows: InventoryItem[] | undefined;
}) {
  const options = useLocationAndSupplierOptions(state, rows);
  return (
    <Card p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <SearchInput label="Search inventory" placeholder="Name, part number or manufacturer" search={search} />
          <Select
            label="Category"
            data={categoryOptions}
            value={state.category ?? 'all'}
            allowDeselect={false}
            onChange={(value) => update({ category: value === 'all' ? null : (value as InventoryCategory | null) })}
          />
          <NamedFilter
            label="Location"
            data={options.locationOptions}
            value={state.location}
            onChange={(location) => update({ location })}
            error={options.locationsError}
          />
          <NamedFilter
            label="Supplier"
            data={options.supplierOptions}
            value={state.supplier}
            onChange={(supplier) => update({ supplier })}
            error={options.suppliersError}
          />
        </SimpleGrid>
        <Checkbox
          label="Group by location"
          checked={state.grouped}
          onChange={(e) => update({ grouped: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}

/** Above the table, for those who assign: how many items are ticked, and Assign selected. */
function SelectionBar({ count, onAssign }: { count: number; onAssign: () => void }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {count === 0 ? 'Tick shop items to assign several at once.' : `${count} selected`}
      </Text>
      <Button variant="default" size="sm" leftSection={<IconUsers size={16} />} onClick={onAssign}>
        Assign selected
      </Button>
    </Group>
  );
}

/** /inventory: the team's parts, supplies and equipment, searched, filtered and paged on the server. */
export function InventoryPage() {
  useDocumentTitle('Inventory');
  const [state, setState] = useListState();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [usingItem, setUsingItem] = useState<InventoryItem | null>(null);
  const [historyItem, setHistoryItem] = useState<InventoryItem | null>(null);
  const confirmUnassign = useConfirmUnassign();
  // Assigning items to clients (one or several) and taking them back is for those who manage assignments.
  const canAssign = useCan('manage_assignments');

  // A new filter or page is a new list: the ticks of the old one go.
  const update = (changes: Partial<ListState>) => {
    setSelected(new Set());
    setState(changes);
  };
  const search = useSearchField(state.search, (term) => update({ search: term }));

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
    search.clear();
    update({ search: '', category: null, location: null, supplier: null });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Inventory"
        subtitle="Parts, supplies and equipment: where they are, what they cost and who they belong to."
        actions={<InventoryHeaderActions addButton={addButton} />}
      />
      <InventoryFilters state={state} update={update} search={search} rows={items.data?.items} />
      <PagedListBody
        list={items}
        page={state.page}
        pageSize={pageSize}
        loadingLabel="Loading inventory..."
        failedMessage="The inventory could not be loaded"
        empty={
          <EmptyState
            icon={<IconPackage size={26} />}
            title={inventoryMessages.emptyTitle}
            description="Add the parts, supplies and equipment you keep, or import them from a CSV file."
            action={
              <Group gap="sm" justify="center">
                {addButton}
                <ImportCsvButton />
              </Group>
            }
          />
        }
      >
        {({ items: rows, total }) =>
          rows.length === 0 ? (
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
              {canAssign ? <SelectionBar count={selected.size} onAssign={assignSelected} /> : null}
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
              <ListFooter
                summary={`Showing ${rows.length} of ${total} items`}
                total={total}
                page={state.page}
                pageSize={pageSize}
                onPageChange={(page) => update({ page })}
              />
            </>
          )
        }
      </PagedListBody>
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
