import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickBillingPriceList } from '../rate-cards/price-list.rules';
import { defaultRateCardRates, multipliedCents, premiumRateCardRates } from '../rate-cards/rate-cards.rules';
import { isLabourLine, linesWithOwnPrices, rateCardItems, repricedUnitRate } from './line-prices.rules';
import { multiplierLabel, tierMultiplier } from './pricing-tier.rules';
import { quickAddTemplates } from './quick-add.rules';

describe('pricing tiers', () => {
  it("take the card's multiplier; standard work takes none", () => {
    expect(tierMultiplier(defaultRateCardRates, 'standard')).toBe(1);
    expect(tierMultiplier(defaultRateCardRates, 'rush')).toBe(1.5);
    expect(tierMultiplier(defaultRateCardRates, 'weekend')).toBe(1.25);
    expect(tierMultiplier(premiumRateCardRates, 'holiday')).toBe(1.3);
  });

  it('multiply in whole cents, half up (checked by hand)', () => {
    expect(multipliedCents(9_500, 1.5)).toBe(14_250); // $95.00 × 1.5 = $142.50
    expect(multipliedCents(99, 1.25)).toBe(124); // 123.75 cents
    expect(multipliedCents(8_550, 1.1)).toBe(9_405);
    expect(multipliedCents(1, 1.499)).toBe(1); // 1.499 cents
    expect(multipliedCents(12_345, 1)).toBe(12_345);
    expect(multipliedCents(9_999, 1.333)).toBe(13_329); // 13,328.667 cents
  });

  it('multiplying by 1 changes nothing, and a product never strays more than half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, thousandths) => {
          const multiplier = thousandths / 1000;
          expect(multipliedCents(cents, 1)).toBe(cents);
          expect(Math.abs(multipliedCents(cents, multiplier) - (cents * thousandths) / 1000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('show on a multiplied line', () => {
    expect(multiplierLabel('rush', 1.5)).toBe('× 1.5 rush');
    expect(multiplierLabel('holiday', 1.333)).toBe('× 1.333 holiday');
    expect(multiplierLabel('standard', 1)).toBeNull();
  });
});

describe('the multiplier applies to labour priced from the card', () => {
  it("multiplies Quick Add's labour templates, not its parts", () => {
    const rush = quickAddTemplates(defaultRateCardRates, 1.5);
    const byKey = Object.fromEntries(rush.map((t) => [t.key, t.unitRateCents]));
    expect(byKey.pre_session_inspection).toBe(14_250); // mechanic $95 × 1.5
    expect(byKey.transport_multi_car).toBe(60_000); // $400 × 1.5
    expect(byKey.panel_replacement).toBe(14_250); // bodywork $95 × 1.5
    expect(byKey.brake_pads).toBe(28_000);
  });

  it('multiplies price list items priced from a rate, not fixed amounts', () => {
    const items = quickBillingPriceList(defaultRateCardRates, 1.25).flatMap((s) => s.items);
    const price = (key: string) => items.find((i) => i.key === key)?.unitPriceCents;
    expect(price('oil_change')).toBe(10_750); // $86 × 1.25
    expect(price('engine_rebuild')).toBe(562_500); // $4,500 × 1.25
    expect(price('transport_per_mile')).toBe(250);
    expect(price('tire_replacement')).toBe(35_000);
    expect(price('coaching_session')).toBe(20_000);
  });

  it('knows which lines are labour', () => {
    expect(isLabourLine({ kind: 'service', chargeType: 'inspection' })).toBe(true);
    expect(isLabourLine({ kind: 'damage', chargeType: 'engine_rebuild' })).toBe(true);
    expect(isLabourLine({ kind: 'service', chargeType: 'engine_oil_quart' })).toBe(false);
    expect(isLabourLine({ kind: 'parts', chargeType: 'part' })).toBe(false);
    expect(isLabourLine({ kind: 'service', chargeType: null })).toBe(false);
  });

  it("a member without set_prices may add a rush line at the rush price only, from the client's card", () => {
    const rushItems = rateCardItems(premiumRateCardRates, 1.3);
    const at = (unitRateCents: number) => [{ kind: 'service' as const, chargeType: 'inspection', unitRateCents }];
    expect(linesWithOwnPrices(at(multipliedCents(8_550, 1.3)), rushItems)).toEqual([]); // $111.15
    expect(linesWithOwnPrices(at(8_550), rushItems)).toEqual([0]);
    expect(linesWithOwnPrices(at(9_500), rushItems)).toEqual([0]);
  });
});

describe('choosing another tier reprices the labour lines at their rate-card price', () => {
  const standard = rateCardItems(defaultRateCardRates, 1);
  const rush = rateCardItems(defaultRateCardRates, 1.5);
  it('moves a labour line from the standard to the rush price and back', () => {
    const line = { kind: 'service' as const, chargeType: 'inspection', unitRateCents: 9_500 };
    expect(repricedUnitRate(line, standard, rush)).toBe(14_250);
    expect(repricedUnitRate({ ...line, unitRateCents: 14_250 }, rush, standard)).toBe(9_500);
  });
  it('keeps parts, fixed amounts and prices of their own', () => {
    expect(repricedUnitRate({ kind: 'parts', chargeType: 'part', unitRateCents: 28_000 }, standard, rush)).toBe(28_000);
    expect(
      repricedUnitRate({ kind: 'service', chargeType: 'engine_oil_quart', unitRateCents: 1_500 }, standard, rush),
    ).toBe(1_500);
    expect(repricedUnitRate({ kind: 'service', chargeType: 'inspection', unitRateCents: 9_000 }, standard, rush)).toBe(
      9_000,
    );
  });
});
