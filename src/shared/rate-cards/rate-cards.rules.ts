/**
 * Rate cards: what a shop charges. Rates are integer cents; markups are percentages and
 * multipliers plain decimals (25 means 25 %, 1.5 means one and a half times).
 */

/** The money rates of a card, in cents. */
export const rateFields = [
  'trackSupportHourlyRateCents',
  'transportationRateCents',
  'eventDayFlatRateCents',
  'weekendPackageRateCents',
  'mechanicHourlyRateCents',
  'serviceCallRateCents',
  'diagnosticRateCents',
  'damageAssessmentRateCents',
  'bodyworkHourlyRateCents',
  'engineRebuildRateCents',
] as const;
export type RateField = (typeof rateFields)[number];

export const markupFields = [
  'partsMarkupPercentage',
  'consumableMarkupPercentage',
  'outsideServiceMarkupPercentage',
] as const;
export type MarkupField = (typeof markupFields)[number];

export const multiplierFields = ['rushJobMultiplier', 'weekendMultiplier', 'holidayMultiplier'] as const;
export type MultiplierField = (typeof multiplierFields)[number];

/** Every priced value of a card. */
export type RateCardRates = Record<RateField, number> & Record<MarkupField, number> & Record<MultiplierField, number>;

/** Labels of the form's fields, in the form's order (Event Rates, Service Rates, Markup Percentages). */
export const rateLabels: Record<RateField | MarkupField | MultiplierField, string> = {
  trackSupportHourlyRateCents: 'Track support (per hour)',
  transportationRateCents: 'Transportation',
  eventDayFlatRateCents: 'Event day (flat)',
  weekendPackageRateCents: 'Weekend package',
  mechanicHourlyRateCents: 'Mechanic labor (per hour)',
  serviceCallRateCents: 'Service call',
  diagnosticRateCents: 'Diagnostic',
  damageAssessmentRateCents: 'Damage assessment',
  bodyworkHourlyRateCents: 'Bodywork (per hour)',
  engineRebuildRateCents: 'Engine rebuild',
  partsMarkupPercentage: 'Parts markup %',
  consumableMarkupPercentage: 'Consumables markup %',
  outsideServiceMarkupPercentage: 'Outside services markup %',
  rushJobMultiplier: 'Rush job multiplier',
  weekendMultiplier: 'Weekend multiplier',
  holidayMultiplier: 'Holiday multiplier',
};

/** Spec section 9, "Default rate card": the card a team starts with. */
export const defaultRateCardRates: RateCardRates = {
  trackSupportHourlyRateCents: 12_500,
  transportationRateCents: 25_000,
  eventDayFlatRateCents: 80_000,
  weekendPackageRateCents: 140_000,
  mechanicHourlyRateCents: 9_500,
  serviceCallRateCents: 15_000,
  diagnosticRateCents: 17_500,
  damageAssessmentRateCents: 15_000,
  bodyworkHourlyRateCents: 9_500,
  engineRebuildRateCents: 450_000,
  partsMarkupPercentage: 25,
  consumableMarkupPercentage: 20,
  outsideServiceMarkupPercentage: 15,
  rushJobMultiplier: 1.5,
  weekendMultiplier: 1.25,
  holidayMultiplier: 1.5,
};

export const defaultRateCardName = 'Standard Rates';
export const defaultRateCardDescription = 'Default rates for track support, service and repairs';

/**
 * The spec's second sample card (premium clients): rates about 10 % lower, markups 20/15/10,
 * multipliers 1.3/1.1/1.3, expiring 2025-12-31. Used by the demo data only.
 */
export const premiumRateCardRates: RateCardRates = {
  trackSupportHourlyRateCents: 11_250,
  transportationRateCents: 22_500,
  eventDayFlatRateCents: 72_000,
  weekendPackageRateCents: 126_000,
  mechanicHourlyRateCents: 8_550,
  serviceCallRateCents: 13_500,
  diagnosticRateCents: 15_750,
  damageAssessmentRateCents: 13_500,
  bodyworkHourlyRateCents: 8_550,
  engineRebuildRateCents: 405_000,
  partsMarkupPercentage: 20,
  consumableMarkupPercentage: 15,
  outsideServiceMarkupPercentage: 10,
  rushJobMultiplier: 1.3,
  weekendMultiplier: 1.1,
  holidayMultiplier: 1.3,
};
export const premiumRateCardExpiration = '2025-12-31';

/**
 * A price that is a multiple of a rate (1.6 × transport, 0.9 × mechanic hour), rounded half up
 * to whole dollars as the spec's price list does. Exact integer arithmetic: the multiple is
 * taken to thousandths.
 */
export function multipleOfRateCents(rateCents: number, multiple: number): number {
  const thousandths = Math.round(multiple * 1000);
  const product = rateCents * thousandths; // cents × 1000
  return Math.floor((product + 50_000) / 100_000) * 100;
}

/**
 * A rate times a multiplier in whole cents, half up, in integer arithmetic (the multiplier is
 * taken to thousandths, as the card stores it): $95.00 × 1.5 = $142.50, $0.99 × 1.25 = $1.24
 * (123.75 rounds to 124 cents).
 */
export function multipliedCents(rateCents: number, multiplier: number): number {
  const thousandths = Math.round(multiplier * 1000);
  return Math.floor((rateCents * thousandths + 500) / 1000);
}

/** Dollars (as a form holds them) to cents; blank or not a number is 0, as the spec's inputs parse. */
export function rateDollarsToCents(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : 0;
}
