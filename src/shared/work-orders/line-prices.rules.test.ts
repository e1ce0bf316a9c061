import { describe, expect, it } from 'vitest';
import { defaultRateCardRates, premiumRateCardRates } from '../rate-cards/rate-cards.rules';
import { hasRateCardPrice, linesWithOwnPrices, rateCardItems, type LinePrice } from './line-prices.rules';

const items = rateCardItems(defaultRateCardRates);
const line = (kind: LinePrice['kind'], chargeType: string | null, unitRateCents: number): LinePrice => ({
  kind,
  chargeType,
  unitRateCents,
});

describe('rateCardItems', () => {
  it("holds Quick Add's templates and the price list, priced from the card", () => {
    expect(items).toContainEqual({
      kind: 'service',
      chargeType: 'inspection',
      label: 'Pre-session inspection',
      unitRateCents: 9_500,
    });
    expect(items).toContainEqual({
      kind: 'event',
      chargeType: 'transportation',
      label: 'Transport (multi-car)',
      unitRateCents: 40_000,
    });
    expect(items).toContainEqual({ kind: 'parts', chargeType: 'part', label: 'Brake pads', unitRateCents: 28_000 });
    // The price list: its key is the line's charge type; track support is an event charge.
    expect(items).toContainEqual({
      kind: 'service',
      chargeType: 'oil_change',
      label: 'Oil change',
      unitRateCents: 8_600,
    });
    expect(items).toContainEqual({
      kind: 'event',
      chargeType: 'track_support_hourly',
      label: 'Track support (hourly)',
      unitRateCents: 12_500,
    });
    expect(items).toContainEqual({
      kind: 'damage',
      chargeType: 'paint_work',
      label: 'Paint work',
      unitRateCents: 80_800,
    });
  });

  it('holds every template and price list item under its own label', () => {
    expect(items.filter((i) => i.kind === 'service' && i.chargeType === 'inspection').map((i) => i.label)).toEqual([
      'Pre-session inspection',
      'Post-session inspection',
      'Annual safety inspection',
    ]);
    expect(items).toHaveLength(11 + 29);
  });

  it("follows the card's rates", () => {
    const premium = rateCardItems(premiumRateCardRates);
    expect(premium).toContainEqual(expect.objectContaining({ chargeType: 'inspection', unitRateCents: 8_550 }));
    expect(premium.some((i) => i.chargeType === 'inspection' && i.unitRateCents === 9_500)).toBe(false);
  });
});

describe('hasRateCardPrice', () => {
  it("is the card's price for the line's kind and charge type, and nothing else", () => {
    expect(hasRateCardPrice(items, line('service', 'inspection', 9_500))).toBe(true);
    expect(hasRateCardPrice(items, line('service', 'inspection', 1))).toBe(false);
    expect(hasRateCardPrice(items, line('service', 'oil_change', 8_600))).toBe(true);
    expect(hasRateCardPrice(items, line('parts', 'part', 2_000))).toBe(true);
    expect(hasRateCardPrice(items, line('parts', 'part', 1_999))).toBe(false);
    // The price of another kind's item, or of a line without a charge type, is no rate-card price.
    expect(hasRateCardPrice(items, line('damage', 'inspection', 9_500))).toBe(false);
    expect(hasRateCardPrice(items, line('service', null, 9_500))).toBe(false);
    expect(hasRateCardPrice(items, line('service', 'labor', 9_500))).toBe(false);
    expect(hasRateCardPrice([], line('service', 'inspection', 9_500))).toBe(false);
  });
});

describe('linesWithOwnPrices', () => {
  it('names the lines priced off the card', () => {
    const lines = [line('service', 'inspection', 9_500), line('service', 'inspection', 1), line('event', null, 0)];
    expect(linesWithOwnPrices(lines, items)).toEqual([1, 2]);
    expect(linesWithOwnPrices([], items)).toEqual([]);
  });

  it('lets a line the work order holds keep its price, once per held line', () => {
    const held = [line('service', 'labor', 12_345), line('parts', 'part', 4_200)];
    expect(linesWithOwnPrices(held, items, held)).toEqual([]);
    // Sent twice, the second copy sets a price of its own; so does a changed price.
    expect(linesWithOwnPrices([held[0]!, held[0]!], items, held)).toEqual([1]);
    expect(linesWithOwnPrices([line('service', 'labor', 12_346)], items, held)).toEqual([0]);
    // Without a default card, only held prices pass.
    expect(linesWithOwnPrices([held[1]!, line('service', 'inspection', 9_500)], [], held)).toEqual([1]);
  });
});
