import { describe, expect, it } from 'vitest';
import { workItemStatusLabel, workItemTotalCents, workItemsForFailures } from './work-items.rules';

const base = { workItemTemplate: null, estimatedRepairMinutes: null, failureCreatesWorkItem: true };

describe('work items from failed inspection items', () => {
  it('creates one per failed item whose template says so', () => {
    const drafts = workItemsForFailures([
      { ...base, itemName: 'Brakes', result: 'fail' },
      { ...base, itemName: 'Tires', result: 'pass' },
      { ...base, itemName: 'Mirrors', result: 'fail', failureCreatesWorkItem: false },
      { ...base, itemName: 'Battery', result: null },
    ]);
    expect(drafts.map((d) => d.title)).toEqual(['Repair: Brakes']);
  });

  it('uses the template title and repair minutes, else Repair: {item} and 60 minutes', () => {
    const [a, b] = workItemsForFailures([
      {
        ...base,
        itemName: 'Brakes',
        result: 'fail',
        workItemTemplate: 'Replace brake pads',
        estimatedRepairMinutes: 90,
      },
      { ...base, itemName: 'Harness', result: 'fail', workItemTemplate: '  ' },
    ]);
    expect(a).toMatchObject({ title: 'Replace brake pads', estimatedMinutes: 90, itemType: 'repair', quantity: 1 });
    expect(b).toMatchObject({ title: 'Repair: Harness', estimatedMinutes: 60 });
  });

  it('totals rate times hours: no rate is 0, $95/h for 90 minutes is $142.50', () => {
    expect(workItemsForFailures([{ ...base, itemName: 'Brakes', result: 'fail' }])[0]?.totalAmountCents).toBe(0);
    expect(workItemTotalCents(9500, 90)).toBe(14250);
    expect(workItemTotalCents(9500, 60)).toBe(9500);
  });

  it('carries the item notes as the description', () => {
    const [d] = workItemsForFailures([{ ...base, itemName: 'Brakes', result: 'fail', notes: ' Pads at 2 mm ' }]);
    expect(d?.description).toBe('Pads at 2 mm');
  });
});

describe('work item status label', () => {
  it('reads as words', () => {
    expect(workItemStatusLabel('pending')).toBe('Pending');
    expect(workItemStatusLabel('in_progress')).toBe('In progress');
  });
});
