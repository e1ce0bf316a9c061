import { Button, Card, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  workOrderCountLine,
  workOrderMessages,
  workOrderPriorities,
  workOrderPriorityLabels,
  workOrderStatuses,
  workOrderStatusLabels,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EmptyState } from '@web/ui/empty-state';
import { ListFooter } from '@web/ui/list-footer';
import { PageHeader } from '@web/ui/page-header';
import { PagedListBody, SearchInput, useSearchField } from '@web/ui/paged-list';
import { useWorkOrders } from '../api/get-work-orders';
import type { WorkOrderListParams } from '../api/keys';
import { WorkOrderCard } from '../components/work-order-card';

const pageSize = 20;

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...workOrderStatuses.map((s) => ({ value: s, label: workOrderStatusLabels[s] })),
];
const priorityOptions = [
  { value: 'all', label: 'All priorities' },
  ...workOrderPriorities.map((p) => ({ value: p, label: workOrderPriorityLabels[p] })),
];

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return value && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The list's search and filters live in the address, so Back and reload keep them. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const state = {
    search: params.get('q') ?? '',
    status: pick<WorkOrderStatus>(workOrderStatuses, params.get('status')),
    priority: pick<WorkOrderPriority>(workOrderPriorities, params.get('priority')),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, page: 1, ...changes };
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.status) out.set('status', next.status);
    if (next.priority) out.set('priority', next.priority);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [state, update] as const;
}

/** The team's work orders, newest first: searched, filtered by status and priority. */
export function WorkOrdersPage() {
  useDocumentTitle('Work Orders');
  const [state, update] = useListState();
  // Only a settled search term changes the address (and the query).
  const search = useSearchField(state.search, (term) => update({ search: term }));

  const query: WorkOrderListParams = {
    page: state.page,
    pageSize,
    ...(state.search ? { search: state.search } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.priority ? { priority: state.priority } : {}),
  };
  // The list may shrink under the current page (work orders cancelled elsewhere no longer match).
  const workOrders = useWorkOrders(query);

  const newButton = (
    <Button component={Link} to={paths.newWorkOrder} leftSection={<IconPlus size={16} />}>
      New Work Order
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Work Orders"
        subtitle="Quotes and jobs for your clients' cars, from draft to paid."
        actions={newButton}
      />
      <Card p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SearchInput label="Search work orders" placeholder="Number, title or client name" search={search} />
          <Select
            label="Status"
            data={statusOptions}
            value={state.status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => update({ status: pick(workOrderStatuses, value) })}
          />
          <Select
            label="Priority"
            data={priorityOptions}
            value={state.priority ?? 'all'}
            allowDeselect={false}
            onChange={(value) => update({ priority: pick(workOrderPriorities, value) })}
          />
        </SimpleGrid>
      </Card>
      <PagedListBody
        list={workOrders}
        page={state.page}
        pageSize={pageSize}
        loadingLabel="Loading work orders..."
        failedMessage="The work orders could not be loaded"
        empty={
          <EmptyState
            icon={<IconClipboardList size={26} />}
            title={workOrderMessages.noneFound}
            description={workOrderMessages.noneYetHint}
            action={newButton}
          />
        }
      >
        {({ items, total, teamTotal }) => {
          const first = (state.page - 1) * pageSize + 1;
          return (
            <>
              <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="work-order-count">
                {workOrderCountLine(total, teamTotal)}
              </Text>
              {items.length === 0 ? (
                <EmptyState
                  title={workOrderMessages.noneFound}
                  description={workOrderMessages.noneFoundHint}
                  action={
                    <Button
                      variant="default"
                      onClick={() => {
                        search.clear();
                        update({ search: '', status: null, priority: null });
                      }}
                    >
                      Show all work orders
                    </Button>
                  }
                />
              ) : (
                <>
                  {items.map((workOrder) => (
                    <WorkOrderCard key={workOrder.id} workOrder={workOrder} />
                  ))}
                  {total > pageSize ? (
                    <ListFooter
                      summary={`Showing ${first}–${first + items.length - 1} of ${total} work orders`}
                      total={total}
                      page={state.page}
                      pageSize={pageSize}
                      onPageChange={(page) => update({ page })}
                    />
                  ) : null}
                </>
              )}
            </>
          );
        }}
      </PagedListBody>
    </Stack>
  );
}
