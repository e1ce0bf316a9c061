import { describe, expect, it } from 'vitest';
import { driverRemoval } from './driver-removal.rules';

describe('driverRemoval', () => {
  it('deletes a driver nothing uses, taking nothing along', () => {
    expect(driverRemoval({ cars: 0, registrations: 0, sessions: 0, charges: 0 })).toEqual({
      action: 'delete',
      history: [],
      goesWith: [],
    });
  });

  it('archives a driver that a car, a registration, a session or a charge uses', () => {
    expect(driverRemoval({ cars: 1, registrations: 0, sessions: 0, charges: 0 }).history).toEqual([
      { kind: 'cars', count: 1, label: '1 car that has it as default driver' },
    ]);
    expect(driverRemoval({ cars: 0, registrations: 2, sessions: 0, charges: 0 }).action).toBe('archive');
    expect(driverRemoval({ cars: 0, registrations: 0, sessions: 0, charges: 1 }).action).toBe('archive');
    expect(driverRemoval({ cars: 0, registrations: 0, sessions: 3, charges: 0 }).history).toEqual([
      { kind: 'sessions', count: 3, label: '3 sessions' },
    ]);
  });
});
