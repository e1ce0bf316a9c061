import { filesRoutes } from './files/files.routes';
import { meRoutes } from './me/me.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import { subscriptionRoutes } from './subscription/subscription.routes';
import { carsRoutes } from './cars/cars.routes';
import { meterReadingsRoutes } from './meter-readings/meter-readings.routes';
import { componentsRoutes } from './components/components.routes';
import { serviceItemsRoutes } from './service-items/service-items.routes';
import { carTrackSetupsRoutes } from './car-track-setups/car-track-setups.routes';
import { driversRoutes } from './drivers/drivers.routes';
import { clientsRoutes } from './clients/clients.routes';
import { tracksRoutes } from './tracks/tracks.routes';
import { eventsRoutes } from './events/events.routes';
import { eventStatsRoutes } from './event-stats/event-stats.routes';
import { raceResultsRoutes } from './race-results/race-results.routes';
import { eventCarsRoutes } from './event-cars/event-cars.routes';
import { inspectionTemplatesRoutes } from './inspection-templates/inspection-templates.routes';
import { inspectionsRoutes } from './inspections/inspections.routes';
import { eventSessionsRoutes } from './event-sessions/event-sessions.routes';
import { sessionLapsRoutes } from './session-laps/session-laps.routes';
import { repairsRoutes } from './repairs/repairs.routes';
import { damageReportsRoutes } from './damage-reports/damage-reports.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { dueListRoutes } from './due-list/due-list.routes';
import { carLogbookRoutes } from './car-logbook/car-logbook.routes';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed.routes';
import { rateCardsRoutes } from './rate-cards/rate-cards.routes';
import { workOrdersRoutes } from './work-orders/work-orders.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { inventoryLocationsRoutes } from './inventory/locations.routes';
import { inventorySuppliersRoutes } from './inventory/suppliers.routes';
import { inventoryItemsRoutes } from './inventory/inventory-items.routes';
import { inventoryStockMovesRoutes } from './inventory/stock-moves.routes';
import { inventoryImportRoutes } from './inventory/inventory-import.routes';
import { teamRoutes } from './team/team.routes';
import { shopIdentityRoutes } from './team/shop-identity.routes';
import { publicProfileRoutes } from './public-profile/public-profile.routes';
import { accountExportRoutes } from './account-export/account-export.routes';
import { importsRoutes } from './imports/imports.routes';

/** Route plugins that need a signed-in user; each reads `contextOf(request)`. */
export const teamRoutePlugins = [
  meRoutes,
  filesRoutes,
  preferencesRoutes,
  subscriptionRoutes,
  carsRoutes,
  meterReadingsRoutes,
  componentsRoutes,
  serviceItemsRoutes,
  carTrackSetupsRoutes,
  driversRoutes,
  clientsRoutes,
  tracksRoutes,
  eventsRoutes,
  eventStatsRoutes,
  raceResultsRoutes,
  eventCarsRoutes,
  inspectionTemplatesRoutes,
  inspectionsRoutes,
  eventSessionsRoutes,
  sessionLapsRoutes,
  repairsRoutes,
  damageReportsRoutes,
  dashboardRoutes,
  dueListRoutes,
  carLogbookRoutes,
  calendarFeedRoutes,
  rateCardsRoutes,
  workOrdersRoutes,
  invoicesRoutes,
  inventoryLocationsRoutes,
  inventorySuppliersRoutes,
  inventoryItemsRoutes,
  inventoryStockMovesRoutes,
  inventoryImportRoutes,
  importsRoutes,
  publicProfileRoutes,
  teamRoutes,
  shopIdentityRoutes,
  accountExportRoutes,
];
