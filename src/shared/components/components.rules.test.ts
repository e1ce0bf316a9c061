import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundStored } from '../lib/input-bounds';
import {
  clockToleranceMs,
  componentMessages,
  installRefusal,
  moveRefusal,
  readingIncrease,
  removeRefusal,
  shiftComponentMeter,
  stayCovers,
  type ComponentPlace,
  type Stay,
} from './components.rules';

const now = new Date('2026-06-10T12:00:00Z');
const shelf: ComponentPlace = { archived: false, open: null, lastRemovedAt: null };
const onCar: ComponentPlace = {
  archived: false,
  open: { carId: 'car-a', carName: 'GT3 Cup #7', installedAt: new Date('2026-06-01T09:00:00Z') },
  lastRemovedAt: null,
};

describe('installRefusal', () => {
  it('installs a component on the shelf now or in the past', () => {
    expect(installRefusal(shelf, now, now)).toBeNull();
    expect(installRefusal(shelf, new Date('2025-01-01T00:00:00Z'), now)).toBeNull();
  });

  it('refuses an installed component (move it instead) and an archived one', () => {
    expect(installRefusal(onCar, now, now)).toEqual({
      message: 'This component is installed on GT3 Cup #7. Remove it or move it instead.',
    });
    expect(installRefusal({ ...shelf, archived: true }, now, now)).toEqual({ message: componentMessages.archived });
  });

  it('refuses a date in the future (beyond a device clock a little ahead) or before the last removal', () => {
    expect(installRefusal(shelf, new Date(now.getTime() + clockToleranceMs), now)).toBeNull();
    expect(installRefusal(shelf, new Date(now.getTime() + clockToleranceMs + 1), now)).toEqual({
      field: 'date',
      message: 'The date cannot be in the future',
    });
    const removed = { ...shelf, lastRemovedAt: new Date('2026-06-05T10:00:00Z') };
    expect(installRefusal(removed, new Date('2026-06-04T10:00:00Z'), now)).toEqual({
      field: 'date',
      message: "The date cannot be before the component's last removal (06/05/2026).",
    });
    expect(installRefusal(removed, new Date('2026-06-05T10:00:00Z'), now)).toBeNull();
  });
});

describe('removeRefusal and moveRefusal', () => {
  it('removes an installed component, not before its installation nor in the future', () => {
    expect(removeRefusal(onCar, now, now)).toBeNull();
    expect(removeRefusal(shelf, now, now)).toEqual({ message: componentMessages.notInstalled });
    expect(removeRefusal(onCar, new Date('2026-05-31T00:00:00Z'), now)).toEqual({
      field: 'date',
      message: 'The date cannot be before the component was installed (06/01/2026).',
    });
    expect(removeRefusal(onCar, new Date(now.getTime() + 86_400_000), now)?.message).toBe(
      componentMessages.dateInFuture,
    );
  });

  it('moves to another car only: a removal and an installation at the same moment', () => {
    expect(moveRefusal(onCar, 'car-b', now, now)).toBeNull();
    expect(moveRefusal(onCar, 'car-a', now, now)).toEqual({
      field: 'toCarId',
      message: 'This component is already installed on GT3 Cup #7.',
    });
    expect(moveRefusal(shelf, 'car-b', now, now)).toEqual({ message: componentMessages.notInstalled });
    expect(moveRefusal({ ...onCar, archived: true }, 'car-b', now, now)).toEqual({
      message: componentMessages.archived,
    });
  });
});

describe('meters', () => {
  it('a reading adds what it moved the car by, never less than nothing', () => {
    expect(readingIncrease({ hours: 10, miles: 100 }, { hours: 12.5, miles: 90 })).toEqual({ hours: 2.5, miles: 0 });
  });

  it('a stay covers the moments from its installation up to, not including, its removal', () => {
    const stay: Stay = {
      componentId: 'c',
      carId: 'car-a',
      installedAt: new Date('2026-06-01T00:00:00Z'),
      removedAt: new Date('2026-06-02T00:00:00Z'),
    };
    expect(stayCovers(stay, 'car-a', new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(stayCovers(stay, 'car-a', new Date('2026-06-02T00:00:00Z'))).toBe(false);
    expect(stayCovers(stay, 'car-b', new Date('2026-06-01T12:00:00Z'))).toBe(false);
    expect(stayCovers({ ...stay, removedAt: null }, 'car-a', new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('a correction moves the component by the difference; a removal takes it all off, never below zero', () => {
    expect(
      shiftComponentMeter({ hours: 20.5, miles: 10 }, { hours: 0.5, miles: 10 }, { hours: 0.7, miles: 12 }),
    ).toEqual({ hours: 20.7, miles: 12 });
    expect(shiftComponentMeter({ hours: 20.5, miles: 10 }, { hours: 0.5, miles: 10 }, null)).toEqual({
      hours: 20,
      miles: 0,
    });
    expect(shiftComponentMeter({ hours: 0.2, miles: 0 }, { hours: 0.5, miles: 0 }, null)).toEqual({
      hours: 0,
      miles: 0,
    });
  });
});

/*
 * The accrual as the server keeps it: a completed session adds its time to every component whose
 * stay covers the session's car and moment, and remembers what it added to each; a correction or
 * a removal moves those components by the difference. Whatever the order of sessions,
 * corrections, removals and component moves, each component's hours are the sum of the time of
 * the sessions run while it was installed.
 */
describe('accrual across sessions, corrections and moves (property)', () => {
  type Op =
    | { kind: 'complete'; car: number; minutes: number }
    | { kind: 'correct'; session: number; minutes: number }
    | { kind: 'removeSession'; session: number }
    | { kind: 'move'; component: number; car: number }
    | { kind: 'shelve'; component: number };

  const cars = ['car-0', 'car-1', 'car-2'];
  const componentIds = ['engine', 'gearbox'];
  const minutes = fc.integer({ min: 0, max: 1440 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('complete' as const), car: fc.nat(2), minutes }),
    fc.record({ kind: fc.constant('correct' as const), session: fc.nat(20), minutes }),
    fc.record({ kind: fc.constant('removeSession' as const), session: fc.nat(20) }),
    fc.record({ kind: fc.constant('move' as const), component: fc.nat(1), car: fc.nat(2) }),
    fc.record({ kind: fc.constant('shelve' as const), component: fc.nat(1) }),
  );

  it('gives each component the sum of the time it spent installed', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let clock = Date.UTC(2026, 0, 1);
        const tick = () => new Date((clock += 60_000));
        const stays: Stay[] = [];
        const sessions: { carId: string; at: Date; hours: number; removed: boolean }[] = [];
        const accruals: { session: number; componentId: string; hours: number }[] = [];
        const meters = new Map(componentIds.map((id) => [id, { hours: 0, miles: 0 }]));
        const openStay = (componentId: string) => stays.find((s) => s.componentId === componentId && !s.removedAt);

        for (const o of ops) {
          if (o.kind === 'complete') {
            const at = tick();
            const hours = roundStored(o.minutes / 60);
            const index = sessions.push({ carId: cars[o.car] ?? '', at, hours, removed: false }) - 1;
            for (const stay of stays.filter((s) => stayCovers(s, cars[o.car] ?? '', at))) {
              const meter = meters.get(stay.componentId) ?? { hours: 0, miles: 0 };
              meters.set(stay.componentId, shiftComponentMeter(meter, { hours: 0, miles: 0 }, { hours, miles: 0 }));
              accruals.push({ session: index, componentId: stay.componentId, hours });
            }
          } else if (o.kind === 'correct' || o.kind === 'removeSession') {
            const session = sessions[o.session];
            if (!session || session.removed) continue;
            const hours = o.kind === 'correct' ? roundStored(o.minutes / 60) : null;
            for (const accrual of accruals.filter((a) => a.session === o.session)) {
              const meter = meters.get(accrual.componentId) ?? { hours: 0, miles: 0 };
              meters.set(
                accrual.componentId,
                shiftComponentMeter(
                  meter,
                  { hours: accrual.hours, miles: 0 },
                  hours === null ? null : { hours, miles: 0 },
                ),
              );
              accrual.hours = hours ?? 0;
            }
            if (hours === null) session.removed = true;
            else session.hours = hours;
          } else {
            const componentId = componentIds[o.component] ?? '';
            const open = openStay(componentId);
            const at = tick();
            const place: ComponentPlace = {
              archived: false,
              open: open ? { carId: open.carId, carName: open.carId, installedAt: open.installedAt } : null,
              lastRemovedAt: null,
            };
            if (o.kind === 'shelve') {
              if (removeRefusal(place, at, at) === null && open) open.removedAt = at;
              continue;
            }
            const carId = cars[o.car] ?? '';
            if (open) {
              if (moveRefusal(place, carId, at, at) !== null) continue;
              open.removedAt = at;
            } else if (installRefusal(place, at, at) !== null) continue;
            stays.push({ componentId, carId, installedAt: at, removedAt: null });
          }
        }

        for (const componentId of componentIds) {
          const expected = sessions
            .filter((s) => !s.removed)
            .filter((s) => stays.some((stay) => stay.componentId === componentId && stayCovers(stay, s.carId, s.at)))
            .reduce((sum, s) => sum + s.hours, 0);
          expect(meters.get(componentId)?.hours).toBeCloseTo(expected, 6);
        }
      }),
      { numRuns: 300 },
    );
  });
});
