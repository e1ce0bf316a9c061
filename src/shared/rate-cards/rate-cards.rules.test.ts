import { describe, expect, it } from 'vitest';
import {
  rateCardFormSchema,
  rateCardFormToInput,
  rateCardFormValues,
  rateCardInputSchema,
} from './rate-cards.contract';
import {
  chargeKindOfBillingType,
  findPriceListItem,
  priceListKeys,
  priceListLineTotalCents,
  priceListTotalCents,
  quickBillingMessages,
  quickBillingPriceList,
  quickBillingQuantity,
} from './price-list.rules';
import { defaultRateCardRates, multipleOfRateCents, rateDollarsToCents } from './rate-cards.rules';

const prices = (card = defaultRateCardRates) =>
  Object.fromEntries(
    quickBillingPriceList(card).flatMap((s) => s.items.map((i) => [i.key, i.unitPriceCents / 100] as const)),
  );

describe('the default rate card (spec section 9)', () => {
  it('has the spec values in cents, percentages and multipliers', () => {
    expect(defaultRateCardRates).toEqual({
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
    });
  });
});

describe('multiples of a rate', () => {
  it('round half up to whole dollars, exactly', () => {
    expect(multipleOfRateCents(9_500, 0.9)).toBe(8_600); // 85.50 → 86
    expect(multipleOfRateCents(9_500, 0.5)).toBe(4_800); // 47.50 → 48
    expect(multipleOfRateCents(9_500, 4.7)).toBe(44_700); // 446.50 → 447
    expect(multipleOfRateCents(9_500, 0.6)).toBe(5_700);
    expect(multipleOfRateCents(25_000, 1.6)).toBe(40_000);
    expect(multipleOfRateCents(9_449, 1)).toBe(9_400); // 94.49 → 94
  });
});

describe('the quick billing price list from the default card (spec section 9)', () => {
  it('prices the track support bundle', () => {
    expect(prices()).toMatchObject({
      transport_round_trip: 250,
      transport_per_mile: 2.5,
      transport_multi_car: 400,
      track_support_hourly: 125,
      event_day_package: 800,
      weekend_package: 1400,
      data_analysis: 150,
      coaching_session: 200,
      setup_consultation: 150,
    });
  });

  it('prices service items as rounded fractions of the mechanic hour, oil and brake fluid fixed', () => {
    expect(prices()).toMatchObject({
      oil_change: 86,
      brake_inspection: 57,
      tire_pressure_alignment_check: 48,
      suspension_check: 124,
      coolant_service: 95,
      engine_oil_quart: 15,
      brake_fluid: 25,
    });
  });

  it('prices maintenance and damage', () => {
    expect(prices()).toMatchObject({
      brake_pad_replacement: 285,
      engine_service_major: 665,
      suspension_service: 447,
      brake_disc_replacement: 418,
      tire_replacement: 350,
      damage_assessment: 150,
      detailed_inspection: 225,
      body_work_hourly: 95,
      panel_replacement: 665,
      paint_work: 808,
      engine_rebuild: 4500,
      transmission_service: 1197,
      suspension_rebuild: 2185,
    });
  });

  it('has the four tabs with their billing types, and follows the card', () => {
    const list = quickBillingPriceList(defaultRateCardRates);
    expect(list.map((s) => s.label)).toEqual(['Track Support Bundle', 'Service Items', 'Maintenance', 'Damage/Repair']);
    expect(findPriceListItem(list, 'weekend_package')?.billingType).toBe('bundled');
    expect(findPriceListItem(list, 'transport_per_mile')?.billingType).toBe('per_item');
    expect(findPriceListItem(list, 'nope')).toBeUndefined();
    expect(new Set(priceListKeys).size).toBe(priceListKeys.length);
    expect(prices({ ...defaultRateCardRates, mechanicHourlyRateCents: 10_000 }).oil_change).toBe(90);
  });

  it('maps tabs to work order charges', () => {
    expect(chargeKindOfBillingType('track_support')).toBe('event');
    expect(chargeKindOfBillingType('service')).toBe('service');
    expect(chargeKindOfBillingType('maintenance')).toBe('service');
    expect(chargeKindOfBillingType('damage')).toBe('damage');
  });
});

describe('quick billing quantity', () => {
  it('is a whole number of at least 1; anything else falls back to 1', () => {
    expect(quickBillingQuantity(3)).toBe(3);
    expect(quickBillingQuantity('4')).toBe(4);
    for (const bad of [0, -2, 1.5, '', 'abc', null, undefined, Number.NaN, '2.5']) {
      expect(quickBillingQuantity(bad)).toBe(1);
    }
  });

  it('gives line totals and the overall total', () => {
    expect(priceListLineTotalCents({ unitPriceCents: 8_600 }, 2)).toBe(17_200);
    expect(priceListLineTotalCents({ unitPriceCents: 8_600 }, 0)).toBe(8_600);
    expect(
      priceListTotalCents([
        { unitPriceCents: 8_600, quantity: 2 },
        { unitPriceCents: 35_000, quantity: 4 },
      ]),
    ).toBe(157_200);
  });
});

describe('quick billing messages', () => {
  it('count the items saved, one item in the singular', () => {
    expect(quickBillingMessages.created(1)).toBe('Created new work order with 1 item!');
    expect(quickBillingMessages.created(3)).toBe('Created new work order with 3 items!');
    expect(quickBillingMessages.added(1)).toBe('Added 1 item to current work order!');
    expect(quickBillingMessages.added(2)).toBe('Added 2 items to current work order!');
  });
});

describe('rate card form and body', () => {
  it('turns blank inputs into 0 and dollars into cents', () => {
    const parsed = rateCardFormSchema.parse({
      ...rateCardFormValues(null, '2026-03-01'),
      name: 'Club rates',
      trackSupportHourlyRate: '',
      mechanicHourlyRate: '99.99',
    });
    const input = rateCardFormToInput(parsed);
    expect(input.trackSupportHourlyRateCents).toBe(0);
    expect(input.mechanicHourlyRateCents).toBe(9_999);
    expect(input.transportationRateCents).toBe(25_000);
    expect(input.partsMarkupPercentage).toBe(25);
    expect(rateCardInputSchema.safeParse(input).success).toBe(true);
    expect(rateDollarsToCents('12.345')).toBe(1_235);
  });

  it('carries the repair rates and the multipliers the form now edits', () => {
    const parsed = rateCardFormSchema.parse({
      ...rateCardFormValues(null, '2026-03-01'),
      name: 'Club rates',
      bodyworkHourlyRate: '110.5',
      engineRebuildRate: '',
      damageAssessmentRate: 160,
      rushJobMultiplier: '1.75',
      weekendMultiplier: 1.2,
      holidayMultiplier: '',
    });
    const input = rateCardFormToInput(parsed);
    expect(input.bodyworkHourlyRateCents).toBe(11_050);
    expect(input.engineRebuildRateCents).toBe(0);
    expect(input.damageAssessmentRateCents).toBe(16_000);
    expect([input.rushJobMultiplier, input.weekendMultiplier, input.holidayMultiplier]).toEqual([1.75, 1.2, 0]);
    expect(rateCardInputSchema.safeParse(input).success).toBe(true);
    const tooBig = rateCardFormSchema.safeParse({
      ...rateCardFormValues(null, '2026-03-01'),
      name: 'x',
      rushJobMultiplier: 11,
    });
    expect(tooBig.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rushJobMultiplier', 'Rush job multiplier must be at most 10'],
    ]);
    const issues = rateCardInputSchema.safeParse({ ...input, bodyworkHourlyRateCents: -1 }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['Bodywork must be 0 or more']);
    expect(rateDollarsToCents('x')).toBe(0);
  });

  it('refuses a missing name, negative rates and an expiration before the effective date', () => {
    const base = rateCardFormToInput(
      rateCardFormSchema.parse({ ...rateCardFormValues(null, '2026-03-01'), name: 'x' }),
    );
    const issues = (body: unknown) =>
      rateCardInputSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...base, name: ' ' })).toEqual([['name', 'Name is required']]);
    expect(issues({ ...base, mechanicHourlyRateCents: -1 })).toEqual([
      ['mechanicHourlyRateCents', 'Mechanic labor must be 0 or more'],
    ]);
    expect(issues({ ...base, expirationDate: '2026-02-01' })).toEqual([
      ['expirationDate', 'Expiration date must be on or after the effective date'],
    ]);
  });
});
