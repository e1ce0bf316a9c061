import { z } from 'zod';
import { boundedNumber, inputBounds, rateCentsNumber, type Bound } from '../lib/input-bounds';
import { isoDate, optionalDate, optionalText, requiredText } from '../lib/schema-helpers';
import { billingLineTypes, billingTypes } from './price-list.rules';
import { defaultRateCardRates, rateDollarsToCents, type RateCardRates } from './rate-cards.rules';

/**
 * The spec's messages for rate cards and Pricing Management. `loadFailed` is what the grid
 * shows (with Retry) when the cards cannot be read; no sample cards are invented.
 */
export const rateCardMessages = {
  saveFailed: 'Error saving rate card. Please try again.',
  createFailed: 'Error creating rate card. Please try again.',
  loadFailed: 'Error loading rate cards. Please try again.',
  notFound: 'Rate card not found',
  nameRequired: 'Name is required',
  expirationBeforeEffective: 'Expiration date must be on or after the effective date',
  noRateCard: 'No Rate Card Found',
  noRateCardHint: 'Create a default rate card in Billing, Pricing Management to price work.',
  deleteConfirm: 'Are you sure you want to delete this rate card? This action cannot be undone.',
  chooseCard: 'Choose one of your rate cards',
  clientCardSaved: (client: string) => `Rate card for ${client} saved`,
} as const;

const rateCents = rateCentsNumber;

const hundredths = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const percentage = (label: string) =>
  boundedNumber(label, inputBounds.percentage, { min: `${label} must be 0 or more` }).refine(
    hundredths,
    `${label} can have at most 2 decimals`,
  );

const multiplier = (label: string) =>
  boundedNumber(label, inputBounds.multiplier, { min: `${label} must be 0 or more` }).refine(
    (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
    `${label} can have at most 3 decimals`,
  );

/**
 * POST /api/rate-cards and PUT /api/rate-cards/:id. Rates are cents. The repair rates (damage
 * assessment, bodywork, engine rebuild) and the multipliers may be left out by an API client: a
 * new card takes the default card's values, an edited one keeps its own. The form sends them all.
 */
export const rateCardInputSchema = z
  .object({
    name: requiredText(rateCardMessages.nameRequired, 120),
    description: optionalText(2000),
    trackSupportHourlyRateCents: rateCents('Track support'),
    transportationRateCents: rateCents('Transportation'),
    eventDayFlatRateCents: rateCents('Event day'),
    weekendPackageRateCents: rateCents('Weekend package'),
    mechanicHourlyRateCents: rateCents('Mechanic labor'),
    serviceCallRateCents: rateCents('Service call'),
    diagnosticRateCents: rateCents('Diagnostic'),
    damageAssessmentRateCents: rateCents('Damage assessment').optional(),
    bodyworkHourlyRateCents: rateCents('Bodywork').optional(),
    engineRebuildRateCents: rateCents('Engine rebuild').optional(),
    partsMarkupPercentage: percentage('Parts markup'),
    consumableMarkupPercentage: percentage('Consumables markup'),
    outsideServiceMarkupPercentage: percentage('Outside services markup'),
    rushJobMultiplier: multiplier('Rush job multiplier').optional(),
    weekendMultiplier: multiplier('Weekend multiplier').optional(),
    holidayMultiplier: multiplier('Holiday multiplier').optional(),
    isDefault: z.boolean({ error: 'Set as default must be true or false' }).default(false),
    effectiveDate: isoDate('Enter a valid effective date'),
    expirationDate: optionalDate('Enter a valid expiration date'),
  })
  .refine((v) => v.expirationDate === null || v.expirationDate >= v.effectiveDate, {
    message: rateCardMessages.expirationBeforeEffective,
    path: ['expirationDate'],
  });
z.globalRegistry.add(rateCardInputSchema, { id: 'RateCardFields' });
export type RateCardInput = z.input<typeof rateCardInputSchema>;
export type RateCardValues = z.output<typeof rateCardInputSchema>;

/** A rate of the modal in dollars: the API's bound in cents. */
const rateDollars: Bound = { min: inputBounds.rateCents.min / 100, max: inputBounds.rateCents.max / 100 };

/**
 * A number input of the modal: blank (or anything that does not parse) is 0, as the spec says;
 * at most `bound`'s maximum (a rate in dollars unless told).
 */
const formNumber = (label: string, bound: Bound = rateDollars) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number.parseFloat(v) || 0 : v),
    boundedNumber(label, bound, {
      min: `${label} must be 0 or more`,
      max: bound === rateDollars ? `${label} is too large` : `${label} must be at most ${bound.max}`,
    }),
  );

/**
 * The create/edit modal: every rate in dollars (step 0.01), the three markups, the three
 * multipliers, the effective date and the default flag. `rateCardFormToInput` turns it into the API body.
 */
export const rateCardFormSchema = z.object({
  name: requiredText(rateCardMessages.nameRequired, 120),
  description: optionalText(2000),
  trackSupportHourlyRate: formNumber('Track support'),
  transportationRate: formNumber('Transportation'),
  eventDayFlatRate: formNumber('Event day'),
  weekendPackageRate: formNumber('Weekend package'),
  mechanicHourlyRate: formNumber('Mechanic labor'),
  serviceCallRate: formNumber('Service call'),
  diagnosticRate: formNumber('Diagnostic'),
  damageAssessmentRate: formNumber('Damage assessment'),
  bodyworkHourlyRate: formNumber('Bodywork'),
  engineRebuildRate: formNumber('Engine rebuild'),
  partsMarkupPercentage: formNumber('Parts markup', inputBounds.percentage),
  consumableMarkupPercentage: formNumber('Consumables markup', inputBounds.percentage),
  outsideServiceMarkupPercentage: formNumber('Outside services markup', inputBounds.percentage),
  rushJobMultiplier: formNumber('Rush job multiplier', inputBounds.multiplier),
  weekendMultiplier: formNumber('Weekend multiplier', inputBounds.multiplier),
  holidayMultiplier: formNumber('Holiday multiplier', inputBounds.multiplier),
  effectiveDate: isoDate('Enter a valid effective date'),
  isDefault: z.boolean().default(false),
});
export type RateCardFormInput = z.input<typeof rateCardFormSchema>;
export type RateCardFormValues = z.output<typeof rateCardFormSchema>;

export function rateCardFormToInput(values: RateCardFormValues, expirationDate: string | null = null): RateCardInput {
  return {
    name: values.name,
    description: values.description,
    trackSupportHourlyRateCents: rateDollarsToCents(values.trackSupportHourlyRate),
    transportationRateCents: rateDollarsToCents(values.transportationRate),
    eventDayFlatRateCents: rateDollarsToCents(values.eventDayFlatRate),
    weekendPackageRateCents: rateDollarsToCents(values.weekendPackageRate),
    mechanicHourlyRateCents: rateDollarsToCents(values.mechanicHourlyRate),
    serviceCallRateCents: rateDollarsToCents(values.serviceCallRate),
    diagnosticRateCents: rateDollarsToCents(values.diagnosticRate),
    damageAssessmentRateCents: rateDollarsToCents(values.damageAssessmentRate),
    bodyworkHourlyRateCents: rateDollarsToCents(values.bodyworkHourlyRate),
    engineRebuildRateCents: rateDollarsToCents(values.engineRebuildRate),
    partsMarkupPercentage: Math.round(values.partsMarkupPercentage * 100) / 100,
    consumableMarkupPercentage: Math.round(values.consumableMarkupPercentage * 100) / 100,
    outsideServiceMarkupPercentage: Math.round(values.outsideServiceMarkupPercentage * 100) / 100,
    rushJobMultiplier: Math.round(values.rushJobMultiplier * 1000) / 1000,
    weekendMultiplier: Math.round(values.weekendMultiplier * 1000) / 1000,
    holidayMultiplier: Math.round(values.holidayMultiplier * 1000) / 1000,
    isDefault: values.isDefault,
    effectiveDate: values.effectiveDate,
    expirationDate,
  };
}

export const rateCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  trackSupportHourlyRateCents: z.number().int(),
  transportationRateCents: z.number().int(),
  eventDayFlatRateCents: z.number().int(),
  weekendPackageRateCents: z.number().int(),
  mechanicHourlyRateCents: z.number().int(),
  serviceCallRateCents: z.number().int(),
  diagnosticRateCents: z.number().int(),
  damageAssessmentRateCents: z.number().int(),
  bodyworkHourlyRateCents: z.number().int(),
  engineRebuildRateCents: z.number().int(),
  /** Percentages: 25 means 25 %. */
  partsMarkupPercentage: z.number(),
  consumableMarkupPercentage: z.number(),
  outsideServiceMarkupPercentage: z.number(),
  /** Multipliers: 1.5 means one and a half times. */
  rushJobMultiplier: z.number(),
  weekendMultiplier: z.number(),
  holidayMultiplier: z.number(),
  isDefault: z.boolean(),
  effectiveDate: z.string(),
  expirationDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(rateCardSchema, { id: 'RateCard' });
export type RateCard = z.infer<typeof rateCardSchema>;

/** The form's values for an existing card (dollars), or for a new one (the default card's rates). */
export function rateCardFormValues(card: RateCard | null, today: string): RateCardFormInput {
  const rates: RateCardRates = card ?? defaultRateCardRates;
  return {
    name: card?.name ?? '',
    description: card?.description ?? '',
    trackSupportHourlyRate: rates.trackSupportHourlyRateCents / 100,
    transportationRate: rates.transportationRateCents / 100,
    eventDayFlatRate: rates.eventDayFlatRateCents / 100,
    weekendPackageRate: rates.weekendPackageRateCents / 100,
    mechanicHourlyRate: rates.mechanicHourlyRateCents / 100,
    serviceCallRate: rates.serviceCallRateCents / 100,
    diagnosticRate: rates.diagnosticRateCents / 100,
    damageAssessmentRate: rates.damageAssessmentRateCents / 100,
    bodyworkHourlyRate: rates.bodyworkHourlyRateCents / 100,
    engineRebuildRate: rates.engineRebuildRateCents / 100,
    partsMarkupPercentage: rates.partsMarkupPercentage,
    consumableMarkupPercentage: rates.consumableMarkupPercentage,
    outsideServiceMarkupPercentage: rates.outsideServiceMarkupPercentage,
    rushJobMultiplier: rates.rushJobMultiplier,
    weekendMultiplier: rates.weekendMultiplier,
    holidayMultiplier: rates.holidayMultiplier,
    effectiveDate: card?.effectiveDate ?? today,
    isDefault: card?.isDefault ?? false,
  };
}

/** GET /api/rate-cards/default: the team's default card, or null ('No Rate Card Found'). */
export const defaultRateCardResponseSchema = z.object({ rateCard: rateCardSchema.nullable() });
z.globalRegistry.add(defaultRateCardResponseSchema, { id: 'DefaultRateCard' });
export type DefaultRateCardResponse = z.infer<typeof defaultRateCardResponseSchema>;

export const priceListItemSchema = z.object({
  key: z.string(),
  type: z.enum(billingLineTypes),
  category: z.string(),
  description: z.string(),
  billingType: z.enum(billingTypes),
  unitPriceCents: z.number().int(),
});

/**
 * GET /api/billing/price-list: the Quick Billing Panel's four tabs priced from the team's
 * default rate card; `rateCard` null (and no sections) when the team has no default card.
 */
export const priceListResponseSchema = z.object({
  rateCard: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  sections: z.array(
    z.object({ type: z.enum(billingLineTypes), label: z.string(), items: z.array(priceListItemSchema) }),
  ),
});
export type PriceListResponse = z.infer<typeof priceListResponseSchema>;

/**
 * GET /api/clients/:id/rate-card: the card the client's work orders are priced from – their own
 * (`source` client) or the team's default (`source` default) – or none at all.
 */
export const clientRateCardSchema = z.object({
  clientId: z.uuid(),
  /** The client's own card, or null when they are priced from the default card. */
  assignedRateCardId: z.uuid().nullable(),
  source: z.enum(['client', 'default']).nullable(),
  rateCard: rateCardSchema.nullable(),
});
z.globalRegistry.add(clientRateCardSchema, { id: 'ClientRateCard' });
export type ClientRateCard = z.infer<typeof clientRateCardSchema>;

/** PUT /api/clients/:id/rate-card: one of the team's cards, or null for the default card. */
export const clientRateCardInputSchema = z.object({
  rateCardId: z.uuid({ error: rateCardMessages.chooseCard }).nullable(),
});
export type ClientRateCardInput = z.input<typeof clientRateCardInputSchema>;
