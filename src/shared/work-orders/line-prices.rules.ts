import { chargeKindOfBillingType, labourPriceListKeys, quickBillingPriceList } from '../rate-cards/price-list.rules';
import { defaultRateCardRates, type RateCardRates } from '../rate-cards/rate-cards.rules';
import { quickAddTemplates } from './quick-add.rules';
import type { ChargeKind } from './work-orders.rules';

/**
 * A work order line's rate-card price. Lines are priced from the team's default rate card in two
 * places the app offers: the builder's Quick Add templates and the quick billing price list. Both
 * name what a line is in its charge type (a template's 'inspection', a price list item's key such
 * as 'oil_change'), so a line's rate-card prices are those the card gives its kind and charge type.
 * Whoever may not set prices (`set_prices`) adds lines only at those prices.
 */
export interface RateCardItem {
  kind: ChargeKind;
  chargeType: string;
  /** What the item is called where it is offered. */
  label: string;
  /** The unit rate; a part's unit price. */
  unitRateCents: number;
}

/** What the price check reads of a charge line. */
export interface LinePrice {
  kind: ChargeKind;
  chargeType?: string | null;
  /** The unit rate; a part's unit price. */
  unitRateCents: number;
}

/**
 * Every item the card (the team's default, or the client's own) prices, as offered: Quick Add's
 * templates, then the price list; labour items at `multiplier` (a rush, weekend or holiday work
 * order's), fixed amounts and parts as they are.
 */
export function rateCardItems(card: RateCardRates, multiplier = 1): RateCardItem[] {
  return [
    ...quickAddTemplates(card, multiplier).map((t) => ({
      kind: t.kind,
      chargeType: t.chargeType,
      label: t.label,
      unitRateCents: t.unitRateCents,
    })),
    ...quickBillingPriceList(card, multiplier).flatMap((section) =>
      section.items.map((item) => ({
        kind: chargeKindOfBillingType(item.type),
        chargeType: item.key,
        label: item.description,
        unitRateCents: item.unitPriceCents,
      })),
    ),
  ];
}

/** The charge types of Quick Add's labour templates (all but parts). */
const labourTemplateTypes: ReadonlySet<string> = new Set(
  quickAddTemplates(defaultRateCardRates)
    .filter((t) => t.kind !== 'parts')
    .map((t) => t.chargeType),
);

/**
 * Whether a line is labour priced from a rate card (a Quick Add template's or a price list item's
 * charge type, not a part or a fixed amount): the lines a rush, weekend or holiday multiplier
 * applies to, and that show it.
 */
export function isLabourLine(line: { kind: ChargeKind; chargeType?: string | null }): boolean {
  if (line.kind === 'parts' || !line.chargeType) return false;
  return labourTemplateTypes.has(line.chargeType) || labourPriceListKeys.has(line.chargeType);
}

const samePrice = (a: LinePrice, b: LinePrice) =>
  a.kind === b.kind && (a.chargeType ?? null) === (b.chargeType ?? null) && a.unitRateCents === b.unitRateCents;

/** Whether the line's price is a price the card gives its kind and charge type. */
export function hasRateCardPrice(items: readonly RateCardItem[], line: LinePrice): boolean {
  return Boolean(line.chargeType) && items.some((item) => samePrice(item, line));
}

/**
 * The positions in `lines` of the lines that set a price of their own: neither a rate-card price
 * (`items`; none without a default card) nor the price of a line the work order already holds
 * (`kept`, each matched once: a saved line sent again unchanged keeps its price, whoever set it).
 */
export function linesWithOwnPrices(
  lines: readonly LinePrice[],
  items: readonly RateCardItem[],
  kept: readonly LinePrice[] = [],
): number[] {
  const unmatched = [...kept];
  const own: number[] = [];
  lines.forEach((line, index) => {
    if (hasRateCardPrice(items, line)) return;
    const match = unmatched.findIndex((k) => samePrice(k, line));
    if (match >= 0) unmatched.splice(match, 1);
    else own.push(index);
  });
  return own;
}

/**
 * A line's unit rate when its work order's pricing moves from the items `from` to the items `to`
 * (another tier, so another multiplier): a labour line at its rate-card price in `from` takes
 * that item's price in `to`; any other line (a part, a fixed amount, a price of its own) keeps
 * its rate. `from` and `to` are `rateCardItems` of one card, item for item.
 */
export function repricedUnitRate(line: LinePrice, from: readonly RateCardItem[], to: readonly RateCardItem[]): number {
  if (!isLabourLine(line)) return line.unitRateCents;
  const index = from.findIndex((item) => samePrice(item, line));
  return index >= 0 ? (to[index]?.unitRateCents ?? line.unitRateCents) : line.unitRateCents;
}
