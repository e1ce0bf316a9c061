import { describe, expect, it } from 'vitest';
import type { Inspection } from '@shared/inspections/inspections.contract';
import type { SessionInspection } from '@shared/event-sessions/event-sessions.contract';
import { AppError } from '@shared/lib/app-error';
import { conflictRows, isConflict, type ComparableWrite } from './conflict-rows';
import type { TrackWrite } from './queued-track-writes';

const base = {
  mutationId: 1,
  waiting: false,
  error: new AppError('conflict', 'This inspection has already been completed'),
};
const ofCar = { changeId: 'c', madeAt: '2026-05-10T08:00:00Z', eventId: 'e', eventCarId: 'car', carLabel: '#7 Miata' };

const inspectionWrite = {
  ...base,
  kind: 'inspection',
  variables: {
    ...ofCar,
    itemNames: { harness: 'Harness', pads: 'Brake pads' },
    input: {
      type: 'pre_event',
      results: [
        { itemId: 'harness', result: 'pass' },
        { itemId: 'pads', result: 'fail', notes: '2 mm' },
      ],
      issuesFound: ['Pads low', ' '],
      notes: 'Front left worst',
    },
  },
} as ComparableWrite;

describe('conflictRows', () => {
  it('puts an inspection made on the phone beside the one on the server, item by item', () => {
    const server = {
      inspectorName: 'Sam Tech',
      overallCondition: 'excellent',
      checklistResults: [
        { itemName: 'Harness', result: 'pass' },
        { itemName: 'Brake pads', result: 'pass' },
        { itemName: 'Fire bottle', result: null },
      ],
      issuesFound: [],
      recommendations: null,
      notes: null,
    } as unknown as Inspection;
    expect(conflictRows(inspectionWrite, server)).toEqual([
      { label: 'Inspector', mine: 'You', server: 'Sam Tech' },
      { label: 'Overall condition', mine: 'Good', server: 'Excellent' },
      { label: 'Harness', mine: 'Pass', server: 'Pass' },
      { label: 'Brake pads', mine: 'Fail', server: 'Pass' },
      { label: 'Fire bottle', mine: '—', server: 'Not checked' },
      { label: 'Issues found', mine: 'Pads low', server: '—' },
      { label: 'Recommendations', mine: '—', server: '—' },
      { label: 'Notes', mine: 'Front left worst', server: '—' },
    ]);
  });

  it('compares a post-session form field by field, the best lap as text', () => {
    const write = {
      ...base,
      kind: 'session-post',
      variables: {
        ...ofCar,
        sessionId: 's',
        sessionName: 'Race 1',
        input: {
          tirePressures: { lf: 31, rf: 31, lr: null, rr: null },
          bestLap: { minutes: 1, seconds: 42, milliseconds: 87 },
        },
      },
    } as ComparableWrite;
    const server = {
      inspectorName: 'Sam Tech',
      tirePressures: { lf: 30, rf: 31, lr: 29, rr: 29 },
      weightWithDriver: 2480,
      bestLaptime: '1:43.000',
      runningPosition: 3,
      notes: null,
    } as unknown as SessionInspection;
    const rows = conflictRows(write, server);
    expect(rows.find((r) => r.label === 'LF pressure (psi)')).toEqual({
      label: 'LF pressure (psi)',
      mine: '31',
      server: '30',
    });
    expect(rows.find((r) => r.label === 'Best lap')).toEqual({
      label: 'Best lap',
      mine: '1:42.087',
      server: '1:43.000',
    });
    expect(rows.find((r) => r.label === 'Running position')).toEqual({
      label: 'Running position',
      mine: '—',
      server: '3',
    });
  });
});

describe('isConflict', () => {
  it('is a refused inspection or session form answered 409, not another refusal or kind', () => {
    expect(isConflict(inspectionWrite)).toBe(true);
    expect(isConflict({ ...inspectionWrite, error: new AppError('not_found', 'Registration not found') })).toBe(false);
    const status = {
      ...base,
      kind: 'session-status',
      variables: { ...ofCar, sessionId: 's', sessionName: 'S', action: 'start' },
    };
    expect(isConflict(status as TrackWrite)).toBe(false);
  });
});
