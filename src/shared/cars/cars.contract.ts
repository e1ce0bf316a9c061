import { z } from 'zod';
import { isoDate, optionalText, requiredText, searchText } from '../lib/schema-helpers';
import { centsMessages, dollarsMessages, inputBounds, storableString } from '../lib/input-bounds';
import { pageParam, pageQuerySchema, pageSchema, pageSizeParam } from '../lib/pagination';
import { flagParam, optionsQuerySchema } from '../lib/options.contract';
import { archivedParam } from '../lib/removal.contract';
import { serviceItemSchema } from '../service-items/service-items.contract';
import {
  carSortFields,
  defaultOwnershipType,
  defaultRentalStatus,
  normalizeSanctioningBodies,
  ownershipTypes,
  rentalStatuses,
  sortDirections,
} from './cars.rules';
import { optionalDate, optionalId, optionalNumber } from '../lib/schema-helpers';

/** A car in pickers (event registration, repairs, damage reports, client profile). */
export const carOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  clientId: z.uuid().nullable(),
  hours: z.number(),
  miles: z.number(),
});
z.globalRegistry.add(carOptionSchema, { id: 'CarOption' });
export type CarOption = z.infer<typeof carOptionSchema>;

/**
 * The query of GET /api/cars/options: the team's active cars matching `search` (name, make or
 * model), at most `limit` of them by name, plus the active cars among `ids` (e.g. the ones a
 * picker has selected) whether they match or not.
 */
export const carOptionsQuerySchema = optionsQuerySchema(
  'car',
  'active cars by name matching `search` on name, make or model',
  {
    clientId: z.uuid('Choose one of your clients').optional().describe("Only this client's cars"),
    unassigned: flagParam('unassigned').describe('true: only the cars without a client'),
  },
);

export const carMessages = {
  notFound: 'Car not found',
  fetchFailed: 'Failed to fetch cars',
  deleteConfirm: 'Are you sure you want to delete this car? This action cannot be undone.',
  noVehicles: 'No vehicles yet',
  noneFound: 'No vehicles found',
  noneFoundHint: 'Try adjusting your search terms.',
  loading: 'Loading vehicles...',
  noImage: 'No image available',
  noRecentEvents: 'No recent events',
} as const;

const sanctioningBodies = z
  .array(storableString().max(100, 'At most 100 characters'), { error: 'Sanctioning bodies must be a list' })
  .max(50, 'At most 50 sanctioning bodies')
  .optional()
  .transform((list) => normalizeSanctioningBodies(list ?? []));

/** Every field of the vehicle form that is not money. */
const carFields = {
  name: requiredText('Name is required', 120),
  make: optionalText(100),
  model: optionalText(100),
  year: optionalNumber('Year', inputBounds.year, { integer: true }),
  color: optionalText(60),
  description: optionalText(5000),
  /** Blank becomes 0. */
  miles: optionalNumber('Miles', inputBounds.miles),
  hours: optionalNumber('Hours', inputBounds.hours),
  purchaseDate: optionalDate('Enter a valid purchase date'),
  defaultDriverId: optionalId('Choose one of your drivers'),
  clientId: optionalId('Choose one of your clients'),
  /** lbs */
  weight: optionalNumber('Weight', inputBounds.weight),
  horsepower: optionalNumber('Horsepower', inputBounds.horsepower),
  sanctioningBodies,
  transponderNumber: optionalText(60),
  logbookExpiration: optionalDate('Enter a valid logbook expiration date'),
  beltsExpiration: optionalDate('Enter a valid belts expiration date'),
  fireBottleExpiration: optionalDate('Enter a valid fire bottle expiration date'),
  ownershipType: z.enum(ownershipTypes, { error: 'Choose an ownership type' }).default(defaultOwnershipType),
  rentalStatus: z.enum(rentalStatuses, { error: 'Choose a rental status' }).default(defaultRentalStatus),
};

/** The body of POST /api/cars and PUT /api/cars/:id. Rental rates are cents. */
export const carInputSchema = z.object({
  ...carFields,
  rentalRatePerHourCents: optionalNumber('Hourly rate', inputBounds.rateCents, {
    integer: true,
    messages: centsMessages('Hourly rate', inputBounds.rateCents),
  }),
  rentalRatePerDayCents: optionalNumber('Daily rate', inputBounds.rateCents, {
    integer: true,
    messages: centsMessages('Daily rate', inputBounds.rateCents),
  }),
});
z.globalRegistry.add(carInputSchema, { id: 'CarFields' });
export type CarInput = z.input<typeof carInputSchema>;
export type CarValues = z.output<typeof carInputSchema>;

const rateDollars = { min: inputBounds.rateCents.min / 100, max: inputBounds.rateCents.max / 100 };

/** The vehicle form: the same rules, with the rental rates in dollars. */
export const carFormSchema = z.object({
  ...carFields,
  rentalRatePerHour: optionalNumber('Hourly rate', rateDollars, {
    messages: dollarsMessages('Hourly rate', rateDollars),
  }),
  rentalRatePerDay: optionalNumber('Daily rate', rateDollars, { messages: dollarsMessages('Daily rate', rateDollars) }),
});

export const carSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  miles: z.number(),
  hours: z.number(),
  purchaseDate: z.string().nullable(),
  defaultDriverId: z.uuid().nullable(),
  clientId: z.uuid().nullable(),
  weight: z.number().nullable(),
  horsepower: z.number().nullable(),
  sanctioningBodies: z.array(z.string()),
  transponderNumber: z.string().nullable(),
  logbookExpiration: z.string().nullable(),
  beltsExpiration: z.string().nullable(),
  fireBottleExpiration: z.string().nullable(),
  ownershipType: z.string(),
  rentalStatus: z.string(),
  rentalRatePerHourCents: z.number().int().nullable(),
  rentalRatePerDayCents: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** When the car was archived; null while it is active. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(carSchema, { id: 'Car' });
export type Car = z.infer<typeof carSchema>;

export const carListQuerySchema = z.object({
  search: searchText().optional(),
  sort: z.enum(carSortFields, { error: 'Sort by name, purchaseDate or miles' }).default('name'),
  direction: z.enum(sortDirections, { error: 'Direction is asc or desc' }).default('asc'),
  page: pageParam(),
  pageSize: pageSizeParam(25),
  /** The user's local day, for the expiry alerts (defaults to the server's day). */
  today: isoDate('Enter a valid date').optional(),
  /** `true`: the archived cars instead of the active ones. */
  archived: archivedParam,
});
export type CarListQueryValues = z.output<typeof carListQuerySchema>;

export const carLastEventSchema = z.object({ id: z.uuid(), title: z.string(), date: z.string() });

export const carListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  description: z.string().nullable(),
  transponderNumber: z.string().nullable(),
  hours: z.number(),
  miles: z.number(),
  purchaseDate: z.string().nullable(),
  rentalStatus: z.string(),
  clientId: z.uuid().nullable(),
  thumbnailUrl: z.string().nullable(),
  logbookExpiration: z.string().nullable(),
  beltsExpiration: z.string().nullable(),
  fireBottleExpiration: z.string().nullable(),
  lastEvent: carLastEventSchema.nullable(),
  /** Repairs whose status is not Completed. */
  openRepairs: z.number().int(),
  dueServiceItems: z.number().int(),
  lifeCriticalServiceItems: z.number().int(),
  /** Safety dates expired or within 30 days plus life-critical items. */
  alerts: z.number().int(),
});
export type CarListItem = z.infer<typeof carListItemSchema>;

export const carListSchema = z.object({
  items: z.array(carListItemSchema),
  /** Cars matching the search (what the pages cover). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The tiles: the whole team's cars, whatever the search or page. */
  summary: z.object({
    /** The team's cars. */
    totalVehicles: z.number().int(),
    /** Rounded mean of miles of the team's cars. */
    averageMiles: z.number().int(),
    /** Due service items of the team's cars. */
    activeService: z.number().int(),
    /** Safety dates expired or within 30 days plus life-critical items, over the team's cars. */
    alerts: z.number().int(),
  }),
  /** The team has as many cars as its plan allows: the UI hides Add Car. */
  atPlanLimit: z.boolean(),
});
export type CarList = z.infer<typeof carListSchema>;

export const carEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  type: z.string(),
  trackName: z.string().nullable(),
});
z.globalRegistry.add(carEventSchema, { id: 'CarEvent' });

export const carRepairSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  scheduledDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  actualCostCents: z.number().int().nullable(),
});
z.globalRegistry.add(carRepairSchema, { id: 'CarRepair' });

/**
 * How many events and repairs the car detail lists (newest first), and how many more each "Show
 * more" adds (GET /api/cars/:id/events and /repairs, from page 2 on).
 */
export const carHistoryPageSize = 10;

/** `?page=&pageSize=` of a car's events or repairs; pages of `carHistoryPageSize` unless asked. */
export const carHistoryQuerySchema = pageQuerySchema.extend({ pageSize: pageSizeParam(carHistoryPageSize) });
export type CarHistoryQuery = z.output<typeof carHistoryQuerySchema>;
export const carEventsPageSchema = pageSchema(carEventSchema);
export type CarEventsPage = z.infer<typeof carEventsPageSchema>;
export const carRepairsPageSchema = pageSchema(carRepairSchema);
export type CarRepairsPage = z.infer<typeof carRepairsPageSchema>;

export const carDetailSchema = carSchema.extend({
  defaultDriverName: z.string().nullable(),
  clientName: z.string().nullable(),
  events: z.array(carEventSchema),
  totalEvents: z.number().int(),
  repairs: z.array(carRepairSchema),
  totalRepairs: z.number().int(),
  /** Service items currently due. */
  activeServiceItems: z.number().int(),
  totalServiceItems: z.number().int(),
  /** Every due item plus the 3 with the least hours remaining. */
  serviceItems: z.array(serviceItemSchema),
});
export type CarDetail = z.infer<typeof carDetailSchema>;
