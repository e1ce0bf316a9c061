import { countOf } from '../lib/plural';
import { multipleOfRateCents, multipliedCents, type RateCardRates } from './rate-cards.rules';

/** The Quick Billing Panel's four tabs (the billing line item's type). */
export const billingLineTypes = ['track_support', 'service', 'maintenance', 'damage'] as const;
export type BillingLineType = (typeof billingLineTypes)[number];

export const billingLineTypeLabels: Record<BillingLineType, string> = {
  track_support: 'Track Support Bundle',
  service: 'Service Items',
  maintenance: 'Maintenance',
  damage: 'Damage/Repair',
};

export const billingTypes = ['flat_rate', 'per_item', 'hourly', 'bundled'] as const;
export type BillingType = (typeof billingTypes)[number];

export interface PriceListItem {
  /** Stable key: what a request names to add the item. */
  key: string;
  type: BillingLineType;
  category: string;
  description: string;
  billingType: BillingType;
  unitPriceCents: number;
}

export interface PriceListSection {
  type: BillingLineType;
  label: string;
  items: PriceListItem[];
}

type ItemSpec = Omit<PriceListItem, 'type' | 'unitPriceCents'> & { price: (card: RateCardRates) => number };

const times = (field: keyof RateCardRates, multiple: number) => (card: RateCardRates) =>
  multipleOfRateCents(card[field], multiple);
const rate = (field: keyof RateCardRates) => (card: RateCardRates) => card[field];
/** A fixed amount (per mile, per quart, per tire, a coaching session): no rate behind it, so no multiplier. */
const fixed = (cents: number) => Object.assign(() => cents, { fixedAmount: true });
const isFixed = (price: ItemSpec['price']) => 'fixedAmount' in price;

/** Spec section 9, "Quick billing price list": every amount derives from the rate card. */
const priceListSpec: Record<BillingLineType, ItemSpec[]> = {
  track_support: [
    {
      key: 'transport_round_trip',
      category: 'Transportation',
      description: 'Transport (round trip)',
      billingType: 'flat_rate',
      price: rate('transportationRateCents'),
    },
    {
      key: 'transport_per_mile',
      category: 'Transportation',
      description: 'Transport (per mile)',
      billingType: 'per_item',
      price: fixed(250),
    },
    {
      key: 'transport_multi_car',
      category: 'Transportation',
      description: 'Multi-car transport',
      billingType: 'flat_rate',
      price: times('transportationRateCents', 1.6),
    },
    {
      key: 'track_support_hourly',
      category: 'Track Support',
      description: 'Track support (hourly)',
      billingType: 'hourly',
      price: rate('trackSupportHourlyRateCents'),
    },
    {
      key: 'event_day_package',
      category: 'Packages',
      description: 'Event day package',
      billingType: 'flat_rate',
      price: rate('eventDayFlatRateCents'),
    },
    {
      key: 'weekend_package',
      category: 'Packages',
      description: 'Weekend package (2 days)',
      billingType: 'bundled',
      price: rate('weekendPackageRateCents'),
    },
    {
      key: 'data_analysis',
      category: 'Track Support',
      description: 'Data analysis',
      billingType: 'hourly',
      price: times('trackSupportHourlyRateCents', 1.2),
    },
    {
      key: 'coaching_session',
      category: 'Track Support',
      description: 'Coaching session',
      billingType: 'flat_rate',
      price: fixed(20_000),
    },
    {
      key: 'setup_consultation',
      category: 'Track Support',
      description: 'Setup consultation',
      billingType: 'hourly',
      price: rate('serviceCallRateCents'),
    },
  ],
  service: [
    {
      key: 'oil_change',
      category: 'Fluids',
      description: 'Oil change',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 0.9),
    },
    {
      key: 'brake_inspection',
      category: 'Inspection',
      description: 'Brake inspection',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 0.6),
    },
    {
      key: 'tire_pressure_alignment_check',
      category: 'Inspection',
      description: 'Tire pressure and alignment check',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 0.5),
    },
    {
      key: 'suspension_check',
      category: 'Inspection',
      description: 'Suspension check',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 1.3),
    },
    {
      key: 'coolant_service',
      category: 'Fluids',
      description: 'Coolant service',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 1),
    },
    {
      key: 'engine_oil_quart',
      category: 'Fluids',
      description: 'Engine oil (per quart)',
      billingType: 'per_item',
      price: fixed(1_500),
    },
    {
      key: 'brake_fluid',
      category: 'Fluids',
      description: 'Brake fluid',
      billingType: 'per_item',
      price: fixed(2_500),
    },
  ],
  maintenance: [
    {
      key: 'brake_pad_replacement',
      category: 'Brakes',
      description: 'Brake pad replacement',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 3),
    },
    {
      key: 'engine_service_major',
      category: 'Engine',
      description: 'Engine service (major)',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 7),
    },
    {
      key: 'suspension_service',
      category: 'Suspension',
      description: 'Suspension service',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 4.7),
    },
    {
      key: 'brake_disc_replacement',
      category: 'Brakes',
      description: 'Brake disc replacement',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 4.4),
    },
    {
      key: 'tire_replacement',
      category: 'Tires',
      description: 'Tire replacement (per tire)',
      billingType: 'per_item',
      price: fixed(35_000),
    },
  ],
  damage: [
    {
      key: 'damage_assessment',
      category: 'Assessment',
      description: 'Damage assessment',
      billingType: 'flat_rate',
      price: rate('damageAssessmentRateCents'),
    },
    {
      key: 'detailed_inspection',
      category: 'Assessment',
      description: 'Detailed damage inspection',
      billingType: 'flat_rate',
      price: times('damageAssessmentRateCents', 1.5),
    },
    {
      key: 'body_work_hourly',
      category: 'Bodywork',
      description: 'Body work (hourly)',
      billingType: 'hourly',
      price: rate('bodyworkHourlyRateCents'),
    },
    {
      key: 'panel_replacement',
      category: 'Bodywork',
      description: 'Panel replacement',
      billingType: 'flat_rate',
      price: times('bodyworkHourlyRateCents', 7),
    },
    {
      key: 'paint_work',
      category: 'Bodywork',
      description: 'Paint work',
      billingType: 'flat_rate',
      price: times('bodyworkHourlyRateCents', 8.5),
    },
    {
      key: 'engine_rebuild',
      category: 'Mechanical',
      description: 'Engine rebuild',
      billingType: 'flat_rate',
      price: rate('engineRebuildRateCents'),
    },
    {
      key: 'transmission_service',
      category: 'Mechanical',
      description: 'Transmission service',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 12.6),
    },
    {
      key: 'suspension_rebuild',
      category: 'Mechanical',
      description: 'Suspension rebuild',
      billingType: 'flat_rate',
      price: times('mechanicHourlyRateCents', 23),
    },
  ],
};

/**
 * The Quick Billing Panel's four tabs, priced from `card` (the team's default rate card, or a
 * client's own). A work order's rush, weekend or holiday `multiplier` applies to the items priced
 * from the card's rates (labour), not to fixed amounts.
 */
export function quickBillingPriceList(card: RateCardRates, multiplier = 1): PriceListSection[] {
  return Object.entries(priceListSpec).map(([type, specs]) => ({
    type: type as BillingLineType,
    label: billingLineTypeLabels[type as BillingLineType],
    items: specs.map(({ price, ...item }) => ({
      ...item,
      type: type as BillingLineType,
      unitPriceCents: isFixed(price) ? price(card) : multipliedCents(price(card), multiplier),
    })),
  }));
}

/** The keys of the items priced from the card's rates: the labour a multiplier applies to. */
export const labourPriceListKeys: ReadonlySet<string> = new Set(
  Object.values(priceListSpec).flatMap((specs) => specs.filter((s) => !isFixed(s.price)).map((s) => s.key)),
);

/** Every key of the price list. */
export const priceListKeys: readonly string[] = Object.values(priceListSpec).flatMap((specs) =>
  specs.map((s) => s.key),
);

export function findPriceListItem(sections: readonly PriceListSection[], key: string): PriceListItem | undefined {
  for (const section of sections) {
    const item = section.items.find((i) => i.key === key);
    if (item) return item;
  }
  return undefined;
}

/** A Selected Items quantity: a whole number of at least 1; anything else falls back to 1. */
export function quickBillingQuantity(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A selected item's total: quantity × unit price (the billing line item's total). */
export function priceListLineTotalCents(item: { unitPriceCents: number }, quantity: number): number {
  return item.unitPriceCents * quickBillingQuantity(quantity);
}

/** The Selected Items' overall total. */
export function priceListTotalCents(lines: readonly { unitPriceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + priceListLineTotalCents(line, line.quantity), 0);
}

/** Which work order charge a quick billing item becomes: track support is an event charge. */
export function chargeKindOfBillingType(type: BillingLineType): 'event' | 'service' | 'damage' {
  if (type === 'track_support') return 'event';
  if (type === 'damage') return 'damage';
  return 'service';
}

/** The spec's alerts after saving Selected Items, now that they are really saved ('1 item', '2 items'). */
export const quickBillingMessages = {
  added: (n: number) => `Added ${countOf(n, 'item')} to current work order!`,
  created: (n: number) => `Created new work order with ${countOf(n, 'item')}!`,
  noItems: 'Select at least one item',
  unknownItem: 'This item is not on the price list',
  noRateCard: 'No Rate Card Found',
  noRateCardHint: 'Create a default rate card in Billing, Pricing Management to price work.',
} as const;
