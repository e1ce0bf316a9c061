/**
 * Which server feature owns each team-owned table (Drizzle's export names). Only the owner
 * writes a table; other features go through the owner's service. Read models (dashboard,
 * event stats) own nothing and only read.
 */
export const tableOwners = {
  cars: ['cars'],
  'meter-readings': ['meterReadings'],
  components: ['components', 'componentCounts', 'componentInstallations', 'componentAccruals', 'componentRebuilds'],
  'service-items': ['serviceLifeItems', 'serviceItemHistory'],
  'car-track-setups': ['carTrackSetups'],
  drivers: ['drivers'],
  clients: ['clients'],
  tracks: ['tracks'],
  events: ['events', 'eventCounts'],
  'event-cars': ['eventCars'],
  'inspection-templates': ['inspectionTemplates', 'inspectionTemplateItems'],
  inspections: ['eventInspections', 'workOrderItems'],
  'event-sessions': ['eventSessions', 'sessionInspections'],
  'session-laps': ['sessionLaps'],
  'race-results': ['races'],
  repairs: ['repairs'],
  'damage-reports': ['damageReports'],
  preferences: ['userPreferences'],
  subscription: ['subscriptions'],
  'rate-cards': ['rateCards', 'clientRateCards'],
  'work-orders': ['workOrders', 'workOrderCharges'],
  invoices: ['invoices', 'invoicePayments', 'creditNotes'],
  inventory: ['inventoryItems', 'inventoryItemCars', 'inventoryStockMoves', 'inventoryLocations', 'suppliers'],
  'public-profile': ['publicProfiles', 'teamProfileSettings'],
  team: ['teamIdentities'],
  'calendar-feed': ['calendarFeeds'],
  reminders: ['reminderDigests'],
  'document-links': ['documentLinks'],
  imports: ['importMappings', 'importFingerprints'],
  // Not a feature: src/server/platform/applied-changes.ts keeps the answers to changes sent with an
  // Idempotency-Key, for every route; no feature writes it.
  platform: ['appliedChanges'],
};
