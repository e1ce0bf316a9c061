import { describe, expect, it } from 'vitest';
import { carRemoval, type CarRelationCounts } from './car-removal.rules';

const none: CarRelationCounts = {
  repairs: 0,
  damageReports: 0,
  workOrders: 0,
  registrations: 0,
  results: 0,
  plannedEvents: 0,
  componentInstallations: 0,
  serviceItems: 0,
  serviceRecords: 0,
  setupNotes: 0,
};

describe('carRemoval', () => {
  it('deletes a car without history, with its service items and setup notes', () => {
    expect(carRemoval({ ...none, serviceItems: 2, serviceRecords: 5, setupNotes: 1 })).toEqual({
      action: 'delete',
      history: [],
      goesWith: [
        { kind: 'serviceItems', count: 2, label: '2 service items' },
        { kind: 'serviceRecords', count: 5, label: '5 logged services' },
        { kind: 'setupNotes', count: 1, label: '1 track setup note' },
      ],
    });
  });

  it.each([
    ['repairs', '1 repair'],
    ['damageReports', '1 damage report'],
    ['workOrders', '1 work order'],
    ['registrations', '1 event registration'],
    ['results', '1 race result'],
    ['plannedEvents', '1 event planned for it'],
  ] as const)('archives a car with %s', (kind, label) => {
    const plan = carRemoval({ ...none, [kind]: 1, serviceItems: 1 });
    expect(plan.action).toBe('archive');
    expect(plan.history).toEqual([{ kind, count: 1, label }]);
  });

  it('does not count service items, logged services or setup notes as history', () => {
    expect(carRemoval({ ...none, serviceItems: 9, serviceRecords: 40, setupNotes: 3 }).action).toBe('delete');
  });
});
