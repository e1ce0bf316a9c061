import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  moveMeter,
  readingRefusal,
  sessionAccrual,
  sessionRunningMinutes,
  shiftSessionReading,
  type LogEntry,
  type Meter,
} from './meter-readings.rules';

describe('readingRefusal', () => {
  const previous = { hours: 142.6, miles: 3120 };

  it('takes the same reading again or a higher one', () => {
    expect(readingRefusal(previous, previous, false)).toBeNull();
    expect(readingRefusal(previous, { hours: 143, miles: 3150.5 }, false)).toBeNull();
  });

  it('refuses lower hours, naming the last reading and how to correct it', () => {
    expect(readingRefusal(previous, { hours: 14.26, miles: 3120 }, false)).toEqual({
      hours:
        'Hours cannot be lower than the last reading (142.6 h). Tick "Correction" if the meter was replaced or the last reading was mistyped.',
    });
  });

  it('refuses a lower distance', () => {
    expect(readingRefusal(previous, { hours: 150, miles: 312 }, false)).toEqual({
      distance:
        'Distance cannot be lower than the last reading. Tick "Correction" if the meter was replaced or the last reading was mistyped.',
    });
  });

  it('takes a lower reading marked as a correction', () => {
    expect(readingRefusal(previous, { hours: 0, miles: 0 }, true)).toBeNull();
  });
});

describe('sessionRunningMinutes', () => {
  const start = new Date('2026-05-10T09:00:00Z');

  it('is the time from start to completion, in whole minutes', () => {
    expect(sessionRunningMinutes(start, new Date('2026-05-10T09:25:20Z'))).toBe(25);
    expect(sessionRunningMinutes(start, new Date('2026-05-10T09:25:40Z'))).toBe(26);
  });

  it('is 0 for a session completed before its start time, and at most a day', () => {
    expect(sessionRunningMinutes(start, new Date('2026-05-10T08:00:00Z'))).toBe(0);
    expect(sessionRunningMinutes(start, new Date('2026-05-13T09:00:00Z'))).toBe(1440);
  });
});

describe('sessionAccrual', () => {
  it('is laps × the track length when both are known', () => {
    expect(sessionAccrual({ runningMinutes: 25, laps: 12, trackLengthMiles: 2.238, averageSpeedMph: 80 })).toEqual({
      hours: 0.416667,
      miles: 26.856,
      estimated: false,
    });
  });

  it('is the time × the average speed, estimated, when the laps or the length are unknown', () => {
    expect(sessionAccrual({ runningMinutes: 30, laps: null, trackLengthMiles: 2.238, averageSpeedMph: 80 })).toEqual({
      hours: 0.5,
      miles: 40,
      estimated: true,
    });
    expect(sessionAccrual({ runningMinutes: 30, laps: 10, trackLengthMiles: null, averageSpeedMph: 60 })).toEqual({
      hours: 0.5,
      miles: 30,
      estimated: true,
    });
  });

  it('adds no distance without an average speed', () => {
    expect(sessionAccrual({ runningMinutes: 30, laps: null, trackLengthMiles: null, averageSpeedMph: 0 })).toEqual({
      hours: 0.5,
      miles: 0,
      estimated: true,
    });
  });
});

describe('shiftSessionReading', () => {
  const entry = (id: string, source: LogEntry['source'], hours: number, added: number | null): LogEntry => ({
    id,
    source,
    hours,
    miles: hours * 10,
    added: added === null ? null : { hours: added, miles: added * 10 },
  });

  it('moves the session, the sessions after it and the car by the difference', () => {
    const log = [entry('a', 'session', 101, 1), entry('b', 'session', 103, 2)];
    expect(shiftSessionReading(log, { hours: 0.5, miles: 5 })).toEqual({
      updates: [
        { id: 'a', hours: 100.5, miles: 1005 },
        { id: 'b', hours: 102.5, miles: 1025 },
      ],
      carMeter: { hours: 102.5, miles: 1025 },
    });
  });

  it('stops at a reading typed later, and the car keeps it', () => {
    const log = [entry('a', 'session', 101, 1), entry('m', 'manual', 200, null), entry('c', 'session', 201, 1)];
    expect(shiftSessionReading(log, { hours: 3, miles: 30 })).toEqual({
      updates: [{ id: 'a', hours: 103, miles: 1030 }],
      carMeter: null,
    });
  });

  it('takes a removed session off the readings after it, and off the car', () => {
    expect(shiftSessionReading([entry('a', 'session', 101, 1)], null)).toEqual({
      updates: [],
      carMeter: { hours: 100, miles: 1000 },
    });
  });
});

/*
 * Any order of sessions (completed, corrected, removed) and readings typed by hand (higher ones,
 * or corrections to any value) leaves the car, and every reading, at the last reading typed plus
 * the time of the sessions that still count after it.
 */
describe('a car log, whatever happens to it', () => {
  type Op =
    | { kind: 'complete'; minutes: number }
    | { kind: 'correct'; pick: number; minutes: number }
    | { kind: 'remove'; pick: number }
    | { kind: 'manual'; up: number }
    | { kind: 'correction'; hours: number };

  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('complete' as const), minutes: fc.integer({ min: 0, max: 1440 }) }),
    fc.record({ kind: fc.constant('correct' as const), pick: fc.nat(), minutes: fc.integer({ min: 0, max: 1440 }) }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('manual' as const), up: fc.integer({ min: 0, max: 50 }) }),
    fc.record({ kind: fc.constant('correction' as const), hours: fc.integer({ min: 0, max: 500 }) }),
  );

  const accrual = (minutes: number): Meter => {
    const a = sessionAccrual({ runningMinutes: minutes, laps: null, trackLengthMiles: null, averageSpeedMph: 80 });
    return { hours: a.hours, miles: a.miles };
  };

  it('keeps the car at the last typed reading plus the sessions after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(op, { maxLength: 40 }), (baseline, ops) => {
        let car: Meter = { hours: baseline, miles: baseline * 20 };
        const log: LogEntry[] = [{ id: 'r0', source: 'manual', ...car, added: null }];
        let next = 1;
        const apply = (index: number, added: Meter | null) => {
          const shift = shiftSessionReading(log.slice(index), added);
          for (const u of shift.updates) {
            const e = log.find((x) => x.id === u.id);
            if (e) Object.assign(e, { hours: u.hours, miles: u.miles });
          }
          const target = log[index];
          if (target) {
            if (added) target.added = added;
            else log.splice(index, 1);
          }
          if (shift.carMeter) car = shift.carMeter;
        };
        for (const o of ops) {
          const sessions = log.flatMap((e, i) => (e.source === 'session' ? [i] : []));
          if (o.kind === 'complete') {
            const added = accrual(o.minutes);
            car = moveMeter(car, added);
            log.push({ id: `r${next++}`, source: 'session', ...car, added });
          } else if (o.kind === 'manual') {
            const reading = { hours: car.hours + o.up, miles: car.miles + o.up };
            expect(readingRefusal(car, reading, false)).toBeNull();
            car = reading;
            log.push({ id: `r${next++}`, source: 'manual', ...car, added: null });
          } else if (o.kind === 'correction') {
            car = { hours: o.hours, miles: o.hours * 3 };
            expect(readingRefusal(log.at(-1) ?? car, car, true)).toBeNull();
            log.push({ id: `r${next++}`, source: 'manual', ...car, added: null });
          } else if (sessions.length > 0) {
            const index = sessions[o.pick % sessions.length] ?? 0;
            apply(index, o.kind === 'correct' ? accrual(o.minutes) : null);
          }
        }
        // Every reading is the last typed one before it plus the session time since.
        let anchor: Meter = { hours: 0, miles: 0 };
        let since: Meter = { hours: 0, miles: 0 };
        for (const e of log) {
          if (e.source === 'session' && e.added) {
            since = { hours: since.hours + e.added.hours, miles: since.miles + e.added.miles };
          } else {
            anchor = { hours: e.hours, miles: e.miles };
            since = { hours: 0, miles: 0 };
          }
          expect(e.hours).toBeCloseTo(anchor.hours + since.hours, 4);
          expect(e.miles).toBeCloseTo(anchor.miles + since.miles, 4);
        }
        expect(car.hours).toBeCloseTo(anchor.hours + since.hours, 4);
        expect(car.miles).toBeCloseTo(anchor.miles + since.miles, 4);
        // With no reading typed after the baseline, the car is the baseline plus all its sessions.
        if (!log.slice(1).some((e) => e.source !== 'session')) {
          const total = log.reduce((sum, e) => sum + (e.added?.hours ?? 0), 0);
          expect(car.hours).toBeCloseTo(baseline + total, 4);
        }
      }),
      { numRuns: 300 },
    );
  });
});
