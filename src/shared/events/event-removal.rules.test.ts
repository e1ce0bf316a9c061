import { describe, expect, it } from 'vitest';
import { eventRemoval, type EventRelationCounts } from './event-removal.rules';

const none: EventRelationCounts = { registrations: 0, sessions: 0, results: 0, damageReports: 0, charges: 0 };

describe('eventRemoval', () => {
  it('deletes an event nothing refers to, and takes nothing along', () => {
    expect(eventRemoval(none)).toEqual({ action: 'delete', history: [], goesWith: [] });
  });

  it.each([
    ['registrations', '1 event registration'],
    ['sessions', '1 session'],
    ['results', '1 race result'],
    ['damageReports', '1 damage report'],
    ['charges', '1 work order charge'],
  ] as const)('archives an event with %s', (kind, label) => {
    expect(eventRemoval({ ...none, [kind]: 1 })).toEqual({
      action: 'archive',
      history: [{ kind, count: 1, label }],
      goesWith: [],
    });
  });

  it('lists the history in the order of its kinds, with plural labels', () => {
    const plan = eventRemoval({ ...none, results: 3, sessions: 5, registrations: 2 });
    expect(plan.history.map((item) => item.label)).toEqual(['2 event registrations', '5 sessions', '3 race results']);
  });
});
