import { z } from 'zod';
import { isoDate } from '../lib/schema-helpers';
import { appModes } from '../mode/mode.rules';
import { dueKinds, dueLevels } from './due-list.rules';

export const dueListQuerySchema = z.object({
  /** The user's local today: expiry, event and due dates count from it. */
  today: isoDate(),
  carId: z.uuid({ error: 'Choose one of your cars' }).optional(),
  kind: z.enum(dueKinds, { error: 'Choose a kind of reminder' }).optional(),
  /** The app mode on the user's device: a display setting (overdue invoices show in team mode only). */
  mode: z.enum(appModes).default('team_admin'),
});
export type DueListQuery = z.input<typeof dueListQuerySchema>;

/** The record an entry is about, which the list links to. */
export const dueRecordTypes = ['service_item', 'car', 'event', 'repair', 'invoice'] as const;
/** What the list offers to do about an entry. */
export const dueActions = [
  'reset_service_item',
  'renew_date',
  'schedule_repair',
  'inspect_cars',
  'open_invoice',
] as const;
export type DueAction = (typeof dueActions)[number];

/** A tracked component (engine, gearbox …) an entry is about: its page is where its service items are. */
export const dueComponentSchema = z.object({ id: z.uuid(), name: z.string(), serialNumber: z.string().nullable() });
export type DueComponent = z.infer<typeof dueComponentSchema>;

export const dueEntrySchema = z.object({
  /** Unique in the list: the kind, the record and, for a safety date, its field. */
  key: z.string(),
  kind: z.enum(dueKinds),
  level: z.enum(dueLevels),
  title: z.string(),
  reason: z.string(),
  /** The expiry, event, scheduled or due date the entry is about, if any. */
  date: z.string().nullable(),
  /** The car the entry is about; for a component's service item, the car it is installed in (null on the shelf). */
  carId: z.uuid().nullable(),
  carName: z.string().nullable(),
  /** The tracked component whose service item this is (null for everything else). */
  component: dueComponentSchema.nullable(),
  record: z.object({ type: z.enum(dueRecordTypes), id: z.uuid() }),
  actions: z.array(z.enum(dueActions)),
});
export type DueEntry = z.infer<typeof dueEntrySchema>;

export const dueListSchema = z.object({
  items: z.array(dueEntrySchema),
  /** Entries per kind for the chosen car (before the kind filter), for the filter's labels. */
  counts: z.object(
    Object.fromEntries(dueKinds.map((kind) => [kind, z.number().int()])) as Record<
      (typeof dueKinds)[number],
      z.ZodNumber
    >,
  ),
  /** Whether overdue invoices are part of this member's list (team mode, race shop on, billing role). */
  listsInvoices: z.boolean(),
});
export type DueList = z.infer<typeof dueListSchema>;
