import { describe, expect, it } from 'vitest';
import { defaultRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import { quickAddTemplates } from '@shared/work-orders/quick-add.rules';
import { workOrderInputSchema, type WorkOrder } from '@shared/work-orders/work-orders.contract';
import {
  chargeLineFormValues,
  chargeLineFromValues,
  chargeLineSchemas,
  emptyChargeLineValues,
} from './charge-line-values';
import {
  chargeListField,
  chargeTotals,
  templateLine,
  toWorkOrderInput,
  workOrderFormValues,
  type ChargeLists,
} from './work-order-form-values';

const clientId = '7c1d6a34-2b55-4d3c-9d0e-3f8a1b2c4d5e';
const carId = '5b0e3c1a-9f2d-4e6b-8a7c-1d2e3f4a5b6c';

const stored: WorkOrder = {
  id: '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  number: 'WO-2026-007',
  status: 'draft',
  priority: 'high',
  pricingTier: 'standard',
  pricingMultiplier: 1,
  title: 'Race weekend support',
  description: null,
  clientId,
  clientName: 'Ayrton Costa',
  carId,
  carName: 'Spec Miata #12',
  requestedDate: '2026-05-01',
  estimatedTotalCents: 0,
  createdAt: '2026-04-01T10:00:00.000Z',
  scheduledStartDate: null,
  estimatedCompletionDate: null,
  requiresClientApproval: false,
  clientApprovedAt: null,
  clientApprovedBy: null,
  actualTotalCents: 0,
  notes: 'Bring spares',
  eventCarId: null,
  invoiceId: null,
  invoiceNumber: null,
  eventCharges: [
    {
      id: 'e1',
      chargeType: 'transportation',
      description: 'Multi-car transport',
      quantity: 1,
      unitRateCents: 40_000,
      totalCents: 40_000,
      notes: null,
      eventId: null,
      eventDate: '2026-05-02',
      driverId: null,
      sessionCount: 3,
    },
  ],
  serviceCharges: [],
  partsCharges: [
    {
      id: 'p1',
      chargeType: 'part',
      description: 'Brake pads',
      partName: 'Brake pads',
      partNumber: 'BP-1',
      quantity: 2,
      unitCostCents: 20_000,
      unitPriceCents: 28_000,
      markupPercentage: 40,
      totalCents: 56_000,
      supplier: null,
      category: 'wear_item',
      inventoryItemId: '33333333-3333-4333-8333-333333333333',
      notes: null,
    },
  ],
  damageCharges: [],
  nextStatuses: ['pending_approval', 'cancelled'],
  editable: true,
  updatedAt: '2026-04-01T10:00:00.000Z',
};

describe('work order form values', () => {
  it('starts a new work order with the spec defaults and the preselected client', () => {
    const values = workOrderFormValues(null, { clientId });
    expect(values).toMatchObject({
      clientId,
      carId: null,
      priority: 'medium',
      requiresClientApproval: true,
      eventCharges: [],
    });
    // Client chosen, vehicle and title missing: the spec's message on both.
    const result = workOrderInputSchema.safeParse(toWorkOrderInput(values, 'draft'));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['carId', 'Please fill in all required fields (Client, Vehicle, Title)'],
      ['title', 'Please fill in all required fields (Client, Vehicle, Title)'],
    ]);
  });

  it('round-trips a stored work order into the body the API takes, without the line keys', () => {
    const input = toWorkOrderInput(workOrderFormValues(stored), 'pending_approval');
    expect(input).toMatchObject({
      clientId,
      carId,
      title: 'Race weekend support',
      description: '',
      notes: 'Bring spares',
      priority: 'high',
      requiresClientApproval: false,
      status: 'pending_approval',
    });
    expect(input.eventCharges).toEqual([
      {
        chargeType: 'transportation',
        description: 'Multi-car transport',
        quantity: 1,
        unitRateCents: 40_000,
        notes: null,
        eventId: null,
        eventDate: '2026-05-02',
        driverId: null,
        sessionCount: 3,
      },
    ]);
    // A part whose description was its name edits with a blank description.
    // A part taken from inventory keeps its item through the save.
    expect(input.partsCharges?.[0]).toMatchObject({
      partName: 'Brake pads',
      description: null,
      unitPriceCents: 28_000,
      inventoryItemId: '33333333-3333-4333-8333-333333333333',
    });
    expect(workOrderInputSchema.safeParse(input).success).toBe(true);
  });

  it('totals each tab and the order with the shared rules (parts at their unit price)', () => {
    const lists: ChargeLists = workOrderFormValues(stored);
    expect(chargeTotals(lists)).toEqual({
      byKind: { event: 40_000, service: 0, parts: 56_000, damage: 0 },
      totalCents: 96_000,
    });
  });

  it("turns the spec's Quick Add templates, priced from the default card, into lines of their tab", () => {
    const templates = quickAddTemplates(defaultRateCardRates);
    const lists: ChargeLists = workOrderFormValues(null);
    for (const template of templates) {
      const { kind, line } = templateLine(template);
      expect(kind).toBe(template.kind);
      (lists[chargeListField[kind]] as unknown[]).push(line);
      expect(chargeLineSchemas[kind].safeParse(line).success, template.key).toBe(true);
    }
    const totals = chargeTotals(lists);
    // Transport 1.6 × $250 + practice day 6 × $125.
    expect(totals.byKind.event).toBe(40_000 + 75_000);
    // Inspections 0.8, 0.6 and 2, preparation 2 and race day setup 1.5 mechanic hours at $95.
    expect(totals.byKind.service).toBe(7_600 + 5_700 + 19_000 + 19_000 + 14_250);
    // Oil $20, brake pads $280, air filter $75 (prices, not costs).
    expect(totals.byKind.parts).toBe(2_000 + 28_000 + 7_500);
    // Panel replacement: 7 bodywork hours at $95.
    expect(totals.byKind.damage).toBe(66_500);
    expect(totals.totalCents).toBe(115_000 + 65_550 + 37_500 + 66_500);
    const brakePads = lists.partsCharges.find((p) => p.partName === 'Brake pads');
    expect(brakePads).toMatchObject({ unitCostCents: 20_000, unitPriceCents: 28_000, quantity: 1 });
  });

  it('gives every line made in the browser its own key', () => {
    const [first] = quickAddTemplates(defaultRateCardRates);
    const a = templateLine(first!).line;
    const b = templateLine(first!).line;
    expect(a.key).not.toBe(b.key);
  });
});

describe('charge line dialog values', () => {
  it('checks a new line with the API schema of its kind', () => {
    const blank = emptyChargeLineValues();
    const service = chargeLineSchemas.service.safeParse(blank);
    expect(service.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', 'Description is required'],
      ['unitRateCents', 'Unit rate must be a number'],
    ]);
    const parts = chargeLineSchemas.parts.safeParse({ ...blank, quantity: '' });
    expect(parts.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'quantity',
      'partName',
      'unitCostCents',
      'unitPriceCents',
    ]);
  });

  it('turns blank text into null and keeps the key of an edited line', () => {
    const line = chargeLineFromValues(
      'parts',
      {
        ...emptyChargeLineValues(),
        partName: '  Brake pads ',
        quantity: '2',
        unitCostCents: 20_000,
        unitPriceCents: 28_000,
        supplier: ' ',
      },
      'line-keep',
    );
    expect(line).toEqual({
      key: 'line-keep',
      chargeType: null,
      quantity: 2,
      notes: null,
      partName: 'Brake pads',
      description: null,
      partNumber: null,
      unitCostCents: 20_000,
      unitPriceCents: 28_000,
      supplier: null,
      category: null,
    });
    expect(chargeLineSchemas.parts.safeParse(line).success).toBe(true);
  });

  it('edits a stored line with its own values', () => {
    const [eventLine] = workOrderFormValues(stored).eventCharges;
    const values = chargeLineFormValues('event', eventLine!);
    expect(values).toMatchObject({
      description: 'Multi-car transport',
      chargeType: 'transportation',
      quantity: 1,
      unitRateCents: 40_000,
      eventDate: '2026-05-02',
      sessionCount: 3,
      notes: '',
    });
    expect(chargeLineFromValues('event', values, eventLine!.key)).toEqual(eventLine);
  });
});
