import { z } from 'zod';
import { isoDatePattern, isValidIsoDate } from '../lib/dates';
import { pageQuerySchema, pageSchema } from '../lib/pagination';
import { inputBounds, storableString } from '../lib/input-bounds';
import { optionsQuerySchema } from '../lib/options.contract';
import { archivedParam } from '../lib/removal.contract';
import { isoDate, optionalText, requiredText } from '../lib/schema-helpers';

export const eventTypes = ['Track Day', 'Time Attack', 'Testing', 'Race'] as const;
export type EventType = (typeof eventTypes)[number];

export const eventMessages = {
  titleRequired: 'Title is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date',
  typeRequired: 'Event type is required',
  trackRequired: 'Track is required',
  carUnknown: 'Choose one of your cars',
  estimatedNotNumber: 'Estimated time must be a number',
  estimatedMin: 'Estimated time must be at least 0',
  estimatedWhole: 'Estimated time must be a whole number of minutes',
  estimatedMax: 'Estimated time must be at most 100000 minutes',
  notFound: 'Event not found',
  saveFailed: 'Failed to save event',
  fetchFailed: 'Failed to fetch events',
  deleteConfirm: 'Are you sure you want to delete this event? This action cannot be undone.',
  multiCarTitle: 'Multi-Car Event',
  multiCarBody:
    'After creating the event you can register multiple client cars, assign drivers and manage inspections from the event page.',
} as const;

/** An event in pickers (damage reports, client registration). */
export const eventOptionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  trackName: z.string(),
});
export type EventOption = z.infer<typeof eventOptionSchema>;

/**
 * The query of GET /api/events/options: the team's events whose title or track name matches
 * `search`, at most `limit` of them, newest first, plus those among `ids` (a picker's chosen
 * one) within the same filter. With `from`, only the events on or after that day, soonest first.
 */
export const eventOptionsQuerySchema = optionsQuerySchema(
  'event',
  'events, newest first (soonest first with `from`), whose title or track name matches `search`',
  { from: isoDate().optional().describe('Only the events on or after this day (YYYY-MM-DD), soonest first') },
);

/**
 * The event form, checked the same way in the browser and on the server: title, date, type
 * and track required; estimated minutes a whole number of at least 0, blank = 0; an optional
 * car; blank description and notes saved as null.
 */
export const eventInputSchema = z.object({
  title: requiredText(eventMessages.titleRequired, 200),
  date: storableString({ error: eventMessages.dateRequired })
    .min(1, eventMessages.dateRequired)
    .regex(isoDatePattern, eventMessages.dateInvalid)
    .refine(isValidIsoDate, eventMessages.dateInvalid),
  type: z.enum(eventTypes, { error: eventMessages.typeRequired }),
  trackId: z.uuid({ error: eventMessages.trackRequired }),
  estimatedMinutes: z
    .union([z.number({ error: eventMessages.estimatedNotNumber }), z.literal(''), z.null()], {
      error: eventMessages.estimatedNotNumber,
    })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : 0))
    .refine((v) => Number.isFinite(v), eventMessages.estimatedNotNumber)
    .refine((v) => v >= 0, eventMessages.estimatedMin)
    .refine((v) => Number.isInteger(v), eventMessages.estimatedWhole)
    .refine((v) => v <= inputBounds.minutes.max, eventMessages.estimatedMax),
  description: optionalText(5000),
  notes: optionalText(5000),
  carId: z
    .union([z.literal(''), z.null(), z.uuid({ error: eventMessages.carUnknown })], {
      error: eventMessages.carUnknown,
    })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
});
z.globalRegistry.add(eventInputSchema, { id: 'EventFields' });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

/** The numbers of the event detail's Quick Stats, counted from the event's registrations. */
export const eventQuickStatsSchema = z.object({
  totalCars: z.number().int(),
  preInspectionsDone: z.number().int(),
  readyToRace: z.number().int(),
});
export type EventQuickStats = z.infer<typeof eventQuickStatsSchema>;

export const eventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  trackId: z.uuid(),
  estimatedMinutes: z.number().int(),
  carId: z.uuid().nullable(),
  track: z.object({
    id: z.uuid(),
    name: z.string(),
    location: z.string(),
    /** Miles. */
    length: z.number().nullable(),
  }),
  /** The car the event was planned for, with carLabel() as its name. */
  car: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  stats: eventQuickStatsSchema,
  /** When the event was archived (it had history when it was removed); null while it is active. */
  archivedAt: z.string().nullable(),
});
z.globalRegistry.add(eventSchema, { id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  type: z.string(),
  trackId: z.uuid(),
  trackName: z.string(),
  estimatedMinutes: z.number().int(),
  carName: z.string().nullable(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventListWhen = ['upcoming', 'previous', 'all'] as const;
export type EventListWhen = (typeof eventListWhen)[number];

export const eventListQuerySchema = pageQuerySchema.extend({
  /** The user's local today: upcoming = on or after it (soonest first), previous = before it, all = any day (both newest first). */
  today: isoDate(),
  when: z.enum(eventListWhen).default('upcoming'),
  /** Only the events at this track. */
  track: z.uuid('Choose one of your tracks').optional(),
  /** The archived events instead of the active ones. */
  archived: archivedParam,
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventListSchema = pageSchema(eventListItemSchema).extend({
  /** The team is on the free plan and has as many events as it allows. */
  atPlanLimit: z.boolean(),
});
export type EventList = z.infer<typeof eventListSchema>;

/** A car that took part in an event, as a driver's or client's page names it. */
export const eventEntryCarSchema = z.object({
  id: z.uuid(),
  /** carLabel() of the car. */
  name: z.string(),
  /** Its number at the event, when it had one. */
  carNumber: z.string().nullable(),
});

/** An event on a driver's or client's page, with the cars of theirs that took part. */
export const eventEntrySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  type: z.string(),
  trackName: z.string(),
  cars: z.array(eventEntryCarSchema),
});
z.globalRegistry.add(eventEntrySchema, { id: 'EventEntry' });
export type EventEntry = z.infer<typeof eventEntrySchema>;

/** The newest events of a driver (at most `eventEntriesLimit`) and how many there are. */
export const eventEntriesSchema = z.object({ events: z.array(eventEntrySchema), total: z.number().int() });
export type EventEntries = z.infer<typeof eventEntriesSchema>;
export const eventEntriesLimit = 50;

/** The client profile's Events & Schedule shows the next three. */
export const clientUpcomingEventsLimit = 3;
export const clientEventsQuerySchema = z.object({
  /** The user's local today: upcoming = on or after it. */
  today: isoDate(),
});
