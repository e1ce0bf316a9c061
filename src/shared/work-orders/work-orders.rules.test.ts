import { describe, expect, it } from 'vitest';
import { defaultRateCardRates } from '../rate-cards/rate-cards.rules';
import { quickAddTemplates } from './quick-add.rules';
import { workOrderInputSchema } from './work-orders.contract';
import {
  canMoveWorkOrder,
  chargeTypeLabel,
  defaultWorkOrderPriority,
  defaultWorkOrderStatus,
  formatWorkOrderNumber,
  hoursFromMinutes,
  isWorkOrderEditable,
  lineTotalCents,
  markupPercentage,
  nextManualStatuses,
  partCategoryLabel,
  workOrderCountLine,
  workOrderMoveRefusal,
  workOrderStatuses,
  workOrderTotals,
} from './work-orders.rules';

describe('line totals', () => {
  it('are quantity × unit rate in cents, rounded half up', () => {
    expect(lineTotalCents(6, 12_500)).toBe(75_000);
    expect(lineTotalCents(0.8, 9_500)).toBe(7_600);
    expect(lineTotalCents(1.5, 9_500)).toBe(14_250);
    expect(lineTotalCents(0.33, 1_001)).toBe(330); // 330.33
    expect(lineTotalCents(0.5, 1)).toBe(1); // 0.5 → 1
    expect(lineTotalCents(0.49, 1)).toBe(0);
    expect(lineTotalCents(1.15, 100)).toBe(115); // no floating-point drift
  });

  it('parts use the unit price', () => {
    const [oil] = quickAddTemplates(defaultRateCardRates).filter((t) => t.kind === 'parts');
    expect(oil && lineTotalCents(2, oil.unitRateCents)).toBe(4_000);
  });
});

describe('markup', () => {
  it('is (price − cost) / cost × 100', () => {
    expect(markupPercentage(1_500, 2_000)).toBe(33.33);
    expect(markupPercentage(20_000, 28_000)).toBe(40);
    expect(markupPercentage(5_000, 7_500)).toBe(50);
    expect(markupPercentage(0, 100)).toBeNull();
  });
});

describe('order totals', () => {
  it('are the sum of all lines; estimated and actual are equal', () => {
    expect(
      workOrderTotals([
        { quantity: 1, unitRateCents: 40_000 },
        { quantity: 6, unitRateCents: 12_500 },
        { quantity: 0.8, unitRateCents: 9_500 },
        { quantity: 2, unitRateCents: 2_000 },
      ]),
    ).toEqual({ estimatedTotalCents: 126_600, actualTotalCents: 126_600 });
    expect(workOrderTotals([])).toEqual({ estimatedTotalCents: 0, actualTotalCents: 0 });
  });
});

describe('quick-add templates from the default card (spec section 9)', () => {
  const byKey = Object.fromEntries(quickAddTemplates(defaultRateCardRates).map((t) => [t.key, t]));
  const total = (key: string) => lineTotalCents(byKey[key]?.quantity ?? 0, byKey[key]?.unitRateCents ?? 0) / 100;

  it('prices each template', () => {
    expect(total('transport_multi_car')).toBe(400);
    expect(total('practice_day')).toBe(750);
    expect(total('pre_session_inspection')).toBe(76);
    expect(total('post_session_inspection')).toBe(57);
    expect(total('annual_safety_inspection')).toBe(190);
    expect(total('pre_event_preparation')).toBe(190);
    expect(total('race_day_setup')).toBe(142.5);
    expect(total('panel_replacement')).toBe(665);
  });

  it('has the sample parts with cost, price and markup', () => {
    expect(
      ['oil', 'brake_pads', 'air_filter'].map((k) => [
        byKey[k]?.unitCostCents,
        byKey[k]?.unitRateCents,
        byKey[k]?.markupPercentage,
      ]),
    ).toEqual([
      [1_500, 2_000, 33.33],
      [20_000, 28_000, 40],
      [5_000, 7_500, 50],
    ]);
  });

  it('puts each template on its tab', () => {
    expect(Object.values(byKey).map((t) => t.kind)).toEqual([
      'event',
      'event',
      'service',
      'service',
      'service',
      'service',
      'service',
      'damage',
      'parts',
      'parts',
      'parts',
    ]);
  });
});

describe('status and priority', () => {
  it('defaults to draft and medium', () => {
    expect(defaultWorkOrderStatus).toBe('draft');
    expect(defaultWorkOrderPriority).toBe('medium');
    const parsed = workOrderInputSchema.parse({
      clientId: '00000000-0000-4000-8000-000000000001',
      carId: '00000000-0000-4000-8000-000000000002',
      title: 'Brakes',
    });
    expect(parsed).toMatchObject({ priority: 'medium', status: 'draft', requiresClientApproval: true });
  });

  it('moves draft → pending_approval → approved → invoiced → paid, or cancelled', () => {
    expect(canMoveWorkOrder('draft', 'pending_approval')).toBe(true);
    expect(canMoveWorkOrder('pending_approval', 'approved')).toBe(true);
    expect(canMoveWorkOrder('approved', 'invoiced')).toBe(true);
    expect(canMoveWorkOrder('invoiced', 'paid')).toBe(true);
    for (const from of ['draft', 'pending_approval', 'approved'] as const) {
      expect(canMoveWorkOrder(from, 'cancelled')).toBe(true);
    }
    expect(canMoveWorkOrder('draft', 'approved')).toBe(false);
    expect(canMoveWorkOrder('invoiced', 'cancelled')).toBe(false);
    expect(canMoveWorkOrder('paid', 'draft')).toBe(false);
    expect(canMoveWorkOrder('cancelled', 'draft')).toBe(false);
  });

  it('refuses illegal moves with a clear message; invoiced and paid follow the invoice', () => {
    expect(workOrderMoveRefusal('draft', 'pending_approval')).toBeNull();
    expect(workOrderMoveRefusal('draft', 'approved')).toBe('A work order cannot go from Draft to Approved');
    expect(workOrderMoveRefusal('paid', 'cancelled')).toBe('A work order cannot go from Paid to Cancelled');
    expect(workOrderMoveRefusal('approved', 'invoiced')).toBe(
      'A work order becomes invoiced when it is put on an invoice',
    );
    expect(workOrderMoveRefusal('invoiced', 'paid')).toBe('A work order becomes paid when its invoice is paid');
    expect(workOrderMoveRefusal('approved', 'approved')).toBe('This work order is already approved');
    for (const status of workOrderStatuses) {
      for (const to of nextManualStatuses(status)) expect(workOrderMoveRefusal(status, to)).toBeNull();
    }
    expect(nextManualStatuses('pending_approval')).toEqual(['draft', 'approved', 'cancelled']);
    expect(nextManualStatuses('invoiced')).toEqual([]);
  });

  it('lets the builder save drafts and pending work orders only', () => {
    expect(workOrderStatuses.filter(isWorkOrderEditable)).toEqual(['draft', 'pending_approval']);
  });
});

describe('numbers and words', () => {
  it('formats WO-{year}-{sequence of at least 3 digits}', () => {
    expect(formatWorkOrderNumber(2026, 1)).toBe('WO-2026-001');
    expect(formatWorkOrderNumber(2026, 42)).toBe('WO-2026-042');
    expect(formatWorkOrderNumber(2026, 1234)).toBe('WO-2026-1234');
    expect(() => formatWorkOrderNumber(2026, 0)).toThrow();
  });

  it('says X of Y work orders, and turns minutes into hours', () => {
    expect(workOrderCountLine(3, 10)).toBe('3 of 10 work orders');
    expect(hoursFromMinutes(90)).toBe(1.5);
    expect(hoursFromMinutes(50)).toBe(0.83);
  });

  it('asks for client, vehicle and title with the spec message', () => {
    const result = workOrderInputSchema.safeParse({ clientId: '', title: '  ' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['clientId', 'Please fill in all required fields (Client, Vehicle, Title)'],
      ['carId', 'Please fill in all required fields (Client, Vehicle, Title)'],
      ['title', 'Please fill in all required fields (Client, Vehicle, Title)'],
    ]);
  });

  it('checks charge lines: description, quantity with two decimals, whole cents', () => {
    const result = workOrderInputSchema.safeParse({
      clientId: '00000000-0000-4000-8000-000000000001',
      carId: '00000000-0000-4000-8000-000000000002',
      title: 'x',
      serviceCharges: [{ description: '', quantity: 1.234, unitRateCents: 10.5 }],
      partsCharges: [{ partName: '', quantity: -1, unitCostCents: 1, unitPriceCents: 2 }],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['serviceCharges.0.quantity', 'Quantity can have at most 2 decimals'],
      ['serviceCharges.0.description', 'Description is required'],
      ['serviceCharges.0.unitRateCents', 'Unit rate must be in whole cents'],
      ['partsCharges.0.quantity', 'Quantity must be 0 or more'],
      ['partsCharges.0.partName', 'Part name is required'],
    ]);
  });
});

describe('charge line labels', () => {
  it('reads a charge type key as words and leaves typed text alone', () => {
    expect(chargeTypeLabel('part')).toBe('Part');
    expect(chargeTypeLabel('inspection_repair')).toBe('Inspection repair');
    expect(chargeTypeLabel('oil_change')).toBe('Oil change');
    expect(chargeTypeLabel('Labor (2 techs)')).toBe('Labor (2 techs)');
  });

  it('reads an inventory category by its label, and a category typed by hand as typed', () => {
    expect(partCategoryLabel('wear_item')).toBe('Wear Item');
    expect(partCategoryLabel('engine_part')).toBe('Engine Part');
    expect(partCategoryLabel('Brakes')).toBe('Brakes');
    expect(partCategoryLabel('toString')).toBe('toString');
  });
});
