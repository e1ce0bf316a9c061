import { todayIso } from '@shared/lib/dates';
import { eventListPageSize } from '@shared/events/events.rules';
import { carQuery } from '@web/features/cars/api/get-car';
import { carRemovalQuery } from '@web/features/cars/api/get-car-removal';
import { carListFirstPage, carListParams, carsQuery } from '@web/features/cars/api/get-cars';
import { clientSummaryQuery } from '@web/features/clients/api/get-client-summary';
import { clientsQuery } from '@web/features/clients/api/get-clients';
import { dashboardQuery } from '@web/features/dashboard/api/get-dashboard';
import { eventCarsQuery } from '@web/features/event-cars/api/get-event-cars';
import { eventQuery } from '@web/features/events/api/get-event';
import { eventRemovalQuery } from '@web/features/events/api/get-event-removal';
import { eventsQuery } from '@web/features/events/api/get-events';
import { inventoryItemsQuery } from '@web/features/inventory/api/get-inventory-items';
import { locationsQuery } from '@web/features/inventory/api/locations';
import { suppliersQuery } from '@web/features/inventory/api/suppliers';
import { workOrderQuery } from '@web/features/work-orders/api/get-work-order';
import { workOrdersQuery } from '@web/features/work-orders/api/get-work-orders';
import type { ScreenReads } from './early-reads';

/**
 * The lists' pages as their screens first open them, with nothing in the address's query string
 * (the way the sidebar links to them). A list opened with a search, filter or page in the address
 * reads them itself as its page draws. Each must be what the page asks for, to the letter: a
 * different query is a second request (e2e/no-waterfall.spec.ts counts them).
 */
export const firstPageSizes = { workOrders: 20, inventory: 25, clients: 50 } as const;

/** Whether the address has no query string: the list opens on its first page, unfiltered. */
const unfiltered = (search: URLSearchParams) => search.size === 0;

/**
 * What each signed-in screen reads as it opens, started at navigation (early-reads.ts,
 * `readsOnNavigation`): a small file of its own, loaded beside the screen's code. Every function
 * builds its queries as the page does, so the page finds them in the cache or under way.
 */
export const screenReads = {
  dashboard: (queryClient) => void queryClient.prefetchQuery(dashboardQuery(todayIso())),
  cars: (queryClient, { search }) => {
    const archived = search.get('show') === 'archived';
    if (search.size > (archived ? 1 : 0)) return;
    void queryClient.prefetchQuery(carsQuery(carListParams({ ...carListFirstPage, archived })));
  },
  car: (queryClient, { params }) => {
    if (!params.id) return;
    void queryClient.prefetchQuery(carQuery(params.id));
    void queryClient.prefetchQuery(carRemovalQuery(params.id));
  },
  events: (queryClient, { search }) => {
    if (!unfiltered(search)) return;
    const upcoming = {
      today: todayIso(),
      when: 'upcoming',
      track: null,
      page: 1,
      pageSize: eventListPageSize,
    } as const;
    void queryClient.prefetchQuery(eventsQuery(upcoming));
  },
  event: (queryClient, { params }) => {
    if (!params.id) return;
    void queryClient.prefetchQuery(eventQuery(params.id));
    void queryClient.prefetchQuery(eventRemovalQuery(params.id));
    void queryClient.prefetchQuery(eventCarsQuery(params.id));
  },
  workOrders: (queryClient, { search }) => {
    if (!unfiltered(search)) return;
    void queryClient.prefetchQuery(workOrdersQuery({ page: 1, pageSize: firstPageSizes.workOrders }));
  },
  workOrder: (queryClient, { params }) => {
    if (params.id) void queryClient.prefetchQuery(workOrderQuery(params.id));
  },
  inventory: (queryClient, { search }) => {
    if (!unfiltered(search)) return;
    void queryClient.prefetchQuery(inventoryItemsQuery({ page: 1, pageSize: firstPageSizes.inventory }));
    void queryClient.prefetchQuery(locationsQuery());
    void queryClient.prefetchQuery(suppliersQuery());
  },
  clients: (queryClient, { search }) => {
    if (!unfiltered(search)) return;
    const firstPage = { type: 'all', sort: 'name', dir: 'asc', today: todayIso(), page: 1 } as const;
    void queryClient.prefetchQuery(clientsQuery({ ...firstPage, pageSize: firstPageSizes.clients }));
    void queryClient.prefetchQuery(clientSummaryQuery());
  },
} satisfies Record<string, ScreenReads>;
