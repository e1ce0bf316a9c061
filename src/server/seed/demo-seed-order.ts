import { seedCars } from '../features/cars/cars.demo-seed';
import { seedComponents } from '../features/components/components.demo-seed';
import { seedComponentTime } from './component-time.demo-seed';
import { seedSessionReadings } from './session-time.demo-seed';
import { seedMeterReadings } from '../features/meter-readings/meter-readings.demo-seed';
import { seedServiceItems } from '../features/service-items/service-items.demo-seed';
import { seedCarTrackSetups } from '../features/car-track-setups/car-track-setups.demo-seed';
import { seedDrivers } from '../features/drivers/drivers.demo-seed';
import { seedClients } from '../features/clients/clients.demo-seed';
import { seedTracks } from '../features/tracks/tracks.demo-seed';
import { seedEvents } from '../features/events/events.demo-seed';
import { seedRaceResults } from '../features/race-results/race-results.demo-seed';
import { seedEventCars } from '../features/event-cars/event-cars.demo-seed';
import { seedInspectionTemplates } from '../features/inspection-templates/inspection-templates.demo-seed';
import { seedInspections } from '../features/inspections/inspections.demo-seed';
import { seedEventSessions } from '../features/event-sessions/event-sessions.demo-seed';
import { seedSessionLaps } from '../features/session-laps/session-laps.demo-seed';
import { seedRepairs } from '../features/repairs/repairs.demo-seed';
import { seedDamageReports } from '../features/damage-reports/damage-reports.demo-seed';
import { seedRateCards } from '../features/rate-cards/rate-cards.demo-seed';
import { seedWorkOrders } from '../features/work-orders/work-orders.demo-seed';
import { seedInvoices } from './invoices.demo-seed';
import { seedDocumentLinks } from './documents.demo-seed';
import { seedInventory } from './inventory.demo-seed';
import { seedImports } from './imports.demo-seed';
import { seedShopIdentity, seedTeamInvitations } from '../features/team/team.demo-seed';
import { seedPublicProfile } from '../features/public-profile/public-profile.demo-seed';
import type { DemoSeedStep } from './demo-seed-steps';

/** Each feature adds the demo records it owns, in dependency order. */
export const demoSeedSteps: DemoSeedStep[] = [
  seedDrivers,
  seedClients,
  seedTracks,
  seedCars,
  seedMeterReadings,
  seedComponents,
  seedComponentTime,
  seedServiceItems,
  seedCarTrackSetups,
  seedInspectionTemplates,
  seedEvents,
  seedEventCars,
  seedInspections,
  seedEventSessions,
  seedSessionLaps,
  seedSessionReadings,
  seedRaceResults,
  seedDamageReports,
  seedRepairs,
  seedShopIdentity,
  seedRateCards,
  seedWorkOrders,
  seedInvoices,
  seedDocumentLinks,
  seedInventory,
  seedTeamInvitations,
  seedPublicProfile,
  seedImports,
];
