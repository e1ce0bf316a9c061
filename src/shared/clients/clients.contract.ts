import { z } from 'zod';
import { storableString } from '../lib/input-bounds';
import { isoDate, emailPattern, optionalText, searchText } from '../lib/schema-helpers';
import { pageParam, pageSchema, pageSizeParam } from '../lib/pagination';
import { flagParam, optionsQuerySchema } from '../lib/options.contract';
import { archivedParam } from '../lib/removal.contract';
import {
  clientCountryCodes,
  clientMessages,
  clientPageSize,
  customerSources,
  defaultClientCountry,
  isValidClientPhone,
  usStateCodes,
} from './clients.rules';

/** A client in pickers (vehicle form, event registration, inventory assignment). */
export const clientOptionSchema = z.object({
  id: z.uuid(),
  /** clientLabel() of the client. */
  label: z.string(),
  isActive: z.boolean(),
  /** How many of the team's active cars belong to this client. */
  carCount: z.number().int(),
});
export type ClientOption = z.infer<typeof clientOptionSchema>;

/**
 * The query of GET /api/clients/options: the team's clients (not archived) matching `search`
 * (name, e-mail or phone, as the client list searches), at most `limit` of them by label, plus
 * those among `ids` (a picker's chosen one) within the same filters, whether they match or not.
 */
export const clientOptionsQuerySchema = optionsQuerySchema(
  'client',
  'clients (never archived ones) by label matching `search` on name, e-mail or phone',
  {
    active: flagParam('active').describe('true: only the clients marked active'),
    withCars: flagParam('withCars').describe('true: only the clients owning at least one active car'),
  },
);

export const postalAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** A client as the profile and the edit form read it. */
export const clientSchema = z.object({
  id: z.uuid(),
  /** clientLabel() of the client. */
  label: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  type: z.string(),
  businessType: z.string(),
  billingAddress: postalAddressSchema.nullable(),
  status: z.string(),
  isActive: z.boolean(),
  experienceLevel: z.string(),
  referralSource: z.string().nullable(),
  fleetId: z.string().nullable(),
  notes: z.string().nullable(),
  taxExempt: z.boolean(),
  eligibleForAr: z.boolean(),
  marketingConsent: z.boolean(),
  contractStartDate: z.string().nullable(),
  /** When the client was archived; null while it is active. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(clientSchema, { id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

/**
 * Blank select values arrive as '' or null; anything else must be one of `values`, spaces around
 * it dropped (the document lists the values).
 */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .preprocess(
      (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : v),
      z.union([z.enum(values, { error: message }), z.literal(''), z.null()], { error: message }),
    )
    .optional()
    .transform((v) => (v === '' || v === undefined || v === null ? null : v));

/**
 * The client form (/clients/new and /clients/:id/edit), checked the same way in the browser
 * and on the server. One message per field, in the spec's order.
 */
export const clientInputSchema = z.object({
  name: storableString({ error: clientMessages.nameRequired })
    .trim()
    .min(1, clientMessages.nameRequired)
    .max(200, 'At most 200 characters'),
  phone: optionalText(40).refine((v) => isValidClientPhone(v), clientMessages.invalidPhone),
  email: storableString({ error: clientMessages.emailRequired })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: clientMessages.emailRequired });
      else if (!emailPattern.test(v)) ctx.addIssue({ code: 'custom', message: clientMessages.invalidEmail });
      else if (v.length > 254) ctx.addIssue({ code: 'custom', message: 'At most 254 characters' });
    }),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalChoice(usStateCodes, clientMessages.invalidState),
  zipCode: optionalText(20),
  country: z
    .union([z.enum(clientCountryCodes, { error: clientMessages.invalidCountry }), z.literal('')], {
      error: clientMessages.invalidCountry,
    })
    .nullish()
    .transform((v) => v || defaultClientCountry),
  source: optionalChoice(customerSources, clientMessages.invalidSource),
  fleetId: optionalText(100),
  notes: optionalText(5000),
  taxExempt: z.boolean().default(false),
  eligibleForAR: z.boolean().default(false),
  marketToCustomer: z.boolean().default(true),
});
z.globalRegistry.add(clientInputSchema, { id: 'ClientFields' });
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

export const clientSortKeys = ['name', 'lastVisit', 'totalSpent'] as const;
export type ClientSortKey = (typeof clientSortKeys)[number];
export const clientTypeFilters = ['all', 'person'] as const;
export type ClientTypeFilter = (typeof clientTypeFilters)[number];

/** Filters shared by the list and the CSV export. */
export const clientFilterSchema = z.object({
  search: searchText().optional(),
  type: z.enum(clientTypeFilters).default('all'),
  sort: z.enum(clientSortKeys).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** The user's local today: visits after it have not happened yet. */
  today: isoDate().optional(),
  /** `true`: the archived clients instead of the active ones. */
  archived: archivedParam,
});
export type ClientFilter = z.output<typeof clientFilterSchema>;
export type ClientFilterInput = z.input<typeof clientFilterSchema>;

export const clientListQuerySchema = clientFilterSchema.extend({
  page: pageParam(),
  pageSize: pageSizeParam(clientPageSize),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const clientListItemSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  type: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
  /** The client's active cars. */
  vehicleCount: z.number().int(),
  /** The most recent event on or before today at which one of the client's cars was registered. */
  lastVisit: z.string().nullable(),
  /** Paid invoices in cents. */
  totalSpentCents: z.number().int(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientPageSchema = pageSchema(clientListItemSchema);
export type ClientPage = z.infer<typeof clientPageSchema>;

export const clientSummarySchema = z.object({
  /** The team's active clients. */
  totalClients: z.number().int(),
  /** The team's active cars that belong to a client. */
  totalVehicles: z.number().int(),
  /** Paid invoices in cents. */
  totalRevenueCents: z.number().int(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** A car in the client profile's Customer vehicles table. */
export const clientVehicleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  transponderNumber: z.string().nullable(),
  hours: z.number(),
  miles: z.number(),
  /** An archived car stays in its client's list, marked. */
  archivedAt: z.string().nullable(),
});
z.globalRegistry.add(clientVehicleSchema, { id: 'ClientVehicle' });
export type ClientVehicle = z.infer<typeof clientVehicleSchema>;

export const assignClientCarSchema = z.object({
  carId: z.uuid({ error: 'Choose a vehicle' }),
});

export const clientCarParams = z.object({ id: z.uuid(), carId: z.uuid() });
