import { multipleOfRateCents, multipliedCents, type RateCardRates } from '../rate-cards/rate-cards.rules';
import { markupPercentage, type ChargeKind } from './work-orders.rules';

/** A Quick Add template as a charge line of the builder, priced from the rate card. */
export interface QuickAddTemplate {
  key: string;
  kind: ChargeKind;
  label: string;
  chargeType: string;
  description: string;
  quantity: number;
  /** Unit rate; for parts the unit price. */
  unitRateCents: number;
  /** Parts only. */
  unitCostCents?: number;
  partName?: string;
  category?: string;
  markupPercentage?: number | null;
}

/**
 * Spec section 9, "Quick-add templates": multi-car transport is 1.6 × the transport rate;
 * a practice day is 6 hours of track support; inspections are 0.8 (pre-session), 0.6
 * (post-session) and 2 (annual safety) mechanic hours; pre-event preparation 2 and race day
 * setup 1.5 mechanic hours; panel replacement 7 bodywork hours; sample parts oil ($15 cost,
 * $20 price), brake pads ($200, $280) and air filter ($50, $75). A rush, weekend or holiday
 * `multiplier` applies to the labour templates (all but parts).
 */
export function quickAddTemplates(card: RateCardRates, multiplier = 1): QuickAddTemplate[] {
  return baseTemplates(card).map((t) =>
    t.kind === 'parts' ? t : { ...t, unitRateCents: multipliedCents(t.unitRateCents, multiplier) },
  );
}

function baseTemplates(card: RateCardRates): QuickAddTemplate[] {
  const mechanic = card.mechanicHourlyRateCents;
  const part = (key: string, label: string, category: string, cost: number, price: number): QuickAddTemplate => ({
    key,
    kind: 'parts',
    label,
    chargeType: 'part',
    description: label,
    partName: label,
    category,
    quantity: 1,
    unitCostCents: cost,
    unitRateCents: price,
    markupPercentage: markupPercentage(cost, price),
  });
  return [
    {
      key: 'transport_multi_car',
      kind: 'event',
      label: 'Transport (multi-car)',
      chargeType: 'transportation',
      description: 'Multi-car transport',
      quantity: 1,
      unitRateCents: multipleOfRateCents(card.transportationRateCents, 1.6),
    },
    {
      key: 'practice_day',
      kind: 'event',
      label: 'Practice day',
      chargeType: 'track_support',
      description: 'Practice day track support (6 hours)',
      quantity: 6,
      unitRateCents: card.trackSupportHourlyRateCents,
    },
    {
      key: 'pre_session_inspection',
      kind: 'service',
      label: 'Pre-session inspection',
      chargeType: 'inspection',
      description: 'Pre-session inspection',
      quantity: 0.8,
      unitRateCents: mechanic,
    },
    {
      key: 'post_session_inspection',
      kind: 'service',
      label: 'Post-session inspection',
      chargeType: 'inspection',
      description: 'Post-session inspection',
      quantity: 0.6,
      unitRateCents: mechanic,
    },
    {
      key: 'annual_safety_inspection',
      kind: 'service',
      label: 'Annual safety inspection',
      chargeType: 'inspection',
      description: 'Annual safety inspection',
      quantity: 2,
      unitRateCents: mechanic,
    },
    {
      key: 'pre_event_preparation',
      kind: 'service',
      label: 'Pre-event preparation',
      chargeType: 'preparation',
      description: 'Pre-event preparation',
      quantity: 2,
      unitRateCents: mechanic,
    },
    {
      key: 'race_day_setup',
      kind: 'service',
      label: 'Race day setup',
      chargeType: 'setup',
      description: 'Race day setup',
      quantity: 1.5,
      unitRateCents: mechanic,
    },
    {
      key: 'panel_replacement',
      kind: 'damage',
      label: 'Panel replacement',
      chargeType: 'bodywork',
      description: 'Panel replacement',
      quantity: 7,
      unitRateCents: card.bodyworkHourlyRateCents,
    },
    part('oil', 'Engine oil', 'consumable', 1_500, 2_000),
    part('brake_pads', 'Brake pads', 'wear_item', 20_000, 28_000),
    part('air_filter', 'Air filter', 'engine_part', 5_000, 7_500),
  ];
}
