import { z } from 'zod';
import { boundedInteger, centsNumber, inputBounds, storableString } from '../lib/input-bounds';
import { optionalText, requiredText, searchText } from '../lib/schema-helpers';
import { inventoryCategories } from './inventory.rules';
import {
  isValidSupplierEmail,
  isValidSupplierPhone,
  maxSpecialties,
  maxSpecialtyLength,
  normalizeSpecialties,
  normalizeWebsite,
  paymentTerms,
  supplierDefaults,
  supplierMessages,
} from './suppliers.rules';

/** A blank number input ('' or null) or a missing one takes `fallback`. */
const numberOr = (schema: z.ZodType<number, number>, fallback: number, message: string) =>
  z
    .union([z.number(), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? fallback : v))
    .pipe(schema);

export const supplierAddressInputSchema = z.object({
  street: optionalText(200),
  city: optionalText(120),
  state: optionalText(60),
  postalCode: optionalText(20),
  /** Blank: USA. */
  country: optionalText(60).transform((v) => v ?? supplierDefaults.country),
});

/**
 * POST /api/inventory/suppliers and PUT /api/inventory/suppliers/:id, and the add/edit modal.
 * Text is trimmed and blank text is null; blank numbers take the spec's defaults.
 */
export const supplierInputSchema = z.object({
  name: requiredText(supplierMessages.nameRequired, 200),
  displayName: optionalText(200),
  supplierCode: optionalText(60),
  contactPerson: optionalText(200),
  email: optionalText(254).refine((v) => v === null || isValidSupplierEmail(v), supplierMessages.invalidEmail),
  phone: optionalText(40).refine((v) => v === null || isValidSupplierPhone(v), supplierMessages.invalidPhone),
  website: optionalText(500)
    .refine((v) => v === null || normalizeWebsite(v) !== null, supplierMessages.invalidWebsite)
    .transform((v) => (v === null ? null : normalizeWebsite(v))),
  address: supplierAddressInputSchema.prefault({}),
  categories: z
    .array(z.enum(inventoryCategories, { error: supplierMessages.invalidCategory }), {
      error: supplierMessages.invalidCategory,
    })
    .max(inventoryCategories.length, supplierMessages.invalidCategory)
    .default([])
    .transform((v) => [...new Set(v)]),
  specialties: z
    .array(
      storableString({ error: 'Specialties are text' }).max(maxSpecialtyLength, supplierMessages.specialtyTooLong),
      {
        error: 'Specialties are a list of text',
      },
    )
    .max(maxSpecialties * 5, supplierMessages.tooManySpecialties)
    .default([])
    .transform(normalizeSpecialties)
    .refine((v) => v.length <= maxSpecialties, supplierMessages.tooManySpecialties),
  leadTimeDays: numberOr(
    boundedInteger('Lead time', inputBounds.leadTimeDays, {
      min: 'Lead time must be 0 or more',
      whole: 'Lead time must be a whole number of days',
    }),
    supplierDefaults.leadTimeDays,
    'Lead time must be a number',
  ),
  minimumOrderCents: numberOr(
    centsNumber('Minimum order', inputBounds.costCents, { min: 'Minimum order must be 0 or more' }),
    supplierDefaults.minimumOrderCents,
    'Minimum order must be a number',
  ),
  paymentTerms: z
    .enum(paymentTerms, { error: supplierMessages.invalidPaymentTerms })
    .default(supplierDefaults.paymentTerms),
  isPreferred: z.boolean({ error: 'Preferred must be true or false' }).default(false),
  rating: numberOr(
    boundedInteger('Rating', inputBounds.rating, {
      min: 'Rating must be between 1 and 5 stars',
      max: 'Rating must be between 1 and 5 stars',
      whole: 'Rating must be a whole number of stars',
    }),
    supplierDefaults.rating,
    'Rating must be a number',
  ),
  notes: optionalText(5000),
});
z.globalRegistry.add(supplierInputSchema, { id: 'SupplierFields' });
export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierValues = z.output<typeof supplierInputSchema>;

export const supplierAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});

export const supplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string().nullable(),
  supplierCode: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: supplierAddressSchema,
  categories: z.array(z.enum(inventoryCategories)),
  specialties: z.array(z.string()),
  leadTimeDays: z.number().int(),
  minimumOrderCents: z.number().int(),
  paymentTerms: z.enum(paymentTerms),
  isPreferred: z.boolean(),
  rating: z.number().int(),
  notes: z.string().nullable(),
  /** The active inventory items bought from it. */
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(supplierSchema, { id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

/**
 * GET /api/inventory/suppliers: the team's active suppliers, preferred first, then by rating
 * (best first) and name. `search` matches name, display name, contact person, code and e-mail.
 */
export const supplierListQuerySchema = z.object({
  search: searchText().optional(),
  preferred: z.stringbool({ error: 'Preferred is true or false' }).optional(),
});
export type SupplierListQueryValues = z.output<typeof supplierListQuerySchema>;

/** The list's filters as the screens hold them. */
export interface SupplierListParams {
  search?: string;
  /** Only the preferred suppliers. */
  preferred?: boolean;
}

/** The modal's values: a supplier's own, or a new one with the spec's defaults. */
export interface SupplierFormState {
  name: string;
  displayName: string;
  supplierCode: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  address: { street: string; city: string; state: string; postalCode: string; country: string };
  categories: (typeof inventoryCategories)[number][];
  specialties: string[];
  leadTimeDays: number | '';
  minimumOrderCents: number | null;
  paymentTerms: (typeof paymentTerms)[number];
  isPreferred: boolean;
  rating: number;
  notes: string;
}

export function supplierFormValues(supplier: Supplier | null): SupplierFormState {
  const address = supplier?.address;
  return {
    name: supplier?.name ?? '',
    displayName: supplier?.displayName ?? '',
    supplierCode: supplier?.supplierCode ?? '',
    contactPerson: supplier?.contactPerson ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    website: supplier?.website ?? '',
    address: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country ?? supplierDefaults.country,
    },
    categories: supplier?.categories ?? [],
    specialties: supplier?.specialties ?? [],
    leadTimeDays: supplier?.leadTimeDays ?? supplierDefaults.leadTimeDays,
    minimumOrderCents: supplier?.minimumOrderCents ?? supplierDefaults.minimumOrderCents,
    paymentTerms: supplier?.paymentTerms ?? supplierDefaults.paymentTerms,
    isPreferred: supplier?.isPreferred ?? supplierDefaults.isPreferred,
    rating: supplier?.rating ?? supplierDefaults.rating,
    notes: supplier?.notes ?? '',
  };
}
