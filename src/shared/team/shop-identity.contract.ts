import { z } from 'zod';
import { paymentTerms } from '../inventory/suppliers.rules';
import { storableString } from '../lib/input-bounds';
import { emailPattern, optionalText, phonePattern } from '../lib/schema-helpers';

export const shopIdentityMessages = {
  nameRequired: 'Shop name is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidTerms: 'Choose Net 30, Net 15, COD, Prepaid, Net 60 or Due on Receipt',
  saved: 'Shop details saved',
} as const;

/**
 * The shop as its documents show it: the team's name, address, phone, e-mail, tax id, logo,
 * payment instructions (the invoice's remit-to) and default payment terms.
 */
export const shopIdentitySchema = z.object({
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxId: z.string().nullable(),
  /** Where the web app loads the logo from, or null. */
  logoUrl: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
  defaultTerms: z.enum(paymentTerms),
});
z.globalRegistry.add(shopIdentitySchema, { id: 'ShopIdentity' });
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;

/** PUT /api/team/identity: every field at once (the form sends them all). */
export const updateShopIdentitySchema = z.object({
  name: storableString({ error: shopIdentityMessages.nameRequired })
    .trim()
    .min(1, shopIdentityMessages.nameRequired)
    .max(100, 'At most 100 characters'),
  street: optionalText(300),
  city: optionalText(120),
  state: optionalText(60),
  postalCode: optionalText(20),
  country: optionalText(60),
  phone: optionalText(40).refine((v) => v === null || phonePattern.test(v), shopIdentityMessages.invalidPhone),
  email: optionalText(254).refine((v) => v === null || emailPattern.test(v), shopIdentityMessages.invalidEmail),
  taxId: optionalText(60),
  paymentInstructions: optionalText(2000),
  defaultTerms: z.enum(paymentTerms, { error: shopIdentityMessages.invalidTerms }).default('Net 30'),
});
export type UpdateShopIdentityInput = z.input<typeof updateShopIdentitySchema>;
export type UpdateShopIdentity = z.output<typeof updateShopIdentitySchema>;
