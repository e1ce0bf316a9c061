import { describe, expect, it } from 'vitest';
import { eventRelationCounts, eventRemoval } from './event-removal.rules';

describe('eventRemoval', () => {
  it('deletes an event nothing hangs on, and takes nothing along', () => {
    expect(eventRemoval({})).toEqual({ action: 'delete', history: [], goesWith: [] });
    expect(eventRemoval({ event_cars: 0, races: 0 })).toEqual({ action: 'delete', history: [], goesWith: [] });
  });

  it.each([
    ['event_cars', 'registrations', '1 event registration'],
    ['event_inspections', 'inspections', '1 inspection'],
    ['work_order_items', 'workItems', '1 work item'],
    ['event_sessions', 'sessions', '1 session'],
    ['session_inspections', 'sessionInspections', '1 session inspection'],
    ['races', 'results', '1 race result'],
    ['damage_reports', 'damageReports', '1 damage report'],
    ['work_order_charges', 'charges', '1 work order charge'],
  ])('archives an event with rows of %s (%s)', (table, kind, label) => {
    expect(eventRemoval({ [table]: 1 })).toEqual({
      action: 'archive',
      history: [{ kind, count: 1, label }],
      goesWith: [],
    });
  });

  it('lists the history in the order of its kinds, with plural labels', () => {
    const plan = eventRemoval({ races: 3, event_sessions: 5, event_cars: 2, event_inspections: 2 });
    expect(plan.action).toBe('archive');
    expect(plan.history.map((item) => item.label)).toEqual([
      '2 event registrations',
      '2 inspections',
      '5 sessions',
      '3 race results',
    ]);
  });

  it('keeps the rows of a table it does not know as history, never as something a delete takes along', () => {
    expect(eventRelationCounts({ lap_charts: 4, event_cars: 1 })).toMatchObject({ otherRecords: 4, registrations: 1 });
    expect(eventRemoval({ lap_charts: 1 })).toEqual({
      action: 'archive',
      history: [{ kind: 'otherRecords', count: 1, label: '1 other linked record' }],
      goesWith: [],
    });
    // Names inherited by every object are tables too.
    expect(eventRelationCounts({ constructor: 2 }).otherRecords).toBe(2);
  });
});
