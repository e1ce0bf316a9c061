import { describe, expect, it } from 'vitest';
import {
  computeServiceStatus,
  countDueItems,
  countLifeCriticalItems,
  lifePercent,
  percentRemaining,
  percentRemainingColor,
  percentUsed,
  percentUsedColor,
  selectDetailServiceItems,
  serviceStateBadges,
  type ServiceItemFigures,
} from './service-status.rules';

const item = (overrides: Partial<ServiceItemFigures> = {}): ServiceItemFigures => ({
  hourInterval: null,
  distanceInterval: null,
  lastServiceHours: 20,
  lastServiceDistance: 1000,
  installedHours: 0,
  installedDistance: 0,
  expectedLifeHours: null,
  expectedLifeDistance: null,
  estimatedLaborHours: 1.5,
  estimatedPartsCostCents: 12_500,
  priority: 'medium',
  totalResets: 2,
  lastResetDate: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const imperial = { averageSpeed: 80, useMetric: false };

describe('computeServiceStatus: hour interval', () => {
  it('counts hours since service, remaining and percent used', () => {
    const s = computeServiceStatus(item({ hourInterval: 10 }), { hours: 25, miles: 1400 }, imperial);
    expect(s).toMatchObject({
      isDue: false,
      currentHours: 25,
      currentDistance: 1400,
      hoursSinceService: 5,
      distanceSinceService: 400,
      hourInterval: 10,
      distanceInterval: null,
      hoursRemaining: 5,
      hoursPercentUsed: 50,
      distancePercentUsed: null,
      distanceUnit: 'miles',
      speedUnit: 'mph',
      totalResets: 2,
      lastResetDate: '2026-03-01T10:00:00.000Z',
      estimatedLaborHours: 1.5,
      estimatedPartsCostCents: 12_500,
      priority: 'medium',
    });
  });

  it('estimates the distance remaining from the hour interval at the average speed', () => {
    const s = computeServiceStatus(item({ hourInterval: 10 }), { hours: 25, miles: 1400 }, imperial);
    expect(s.distanceRemaining).toBe(400);
    expect(s.usingApproximation).toBe(true);
    expect(s.approximationNotes).toBe('Distance remaining estimated from the hour interval at 80 mph');
  });

  it('is due at the interval, not before', () => {
    expect(
      computeServiceStatus(item({ hourInterval: 10 }), { hours: 29.9, miles: 0 }, { averageSpeed: 0, useMetric: false })
        .isDue,
    ).toBe(false);
    const due = computeServiceStatus(item({ hourInterval: 10 }), { hours: 30, miles: 1000 }, imperial);
    expect(due.isDue).toBe(true);
    expect(due.hoursRemaining).toBe(0);
    expect(due.hoursPercentUsed).toBe(100);
  });

  it('goes negative when overdue', () => {
    const s = computeServiceStatus(item({ hourInterval: 10 }), { hours: 33, miles: 1000 }, imperial);
    expect(s.hoursRemaining).toBe(-3);
    expect(s.hoursPercentUsed).toBe(130);
    expect(s.isDue).toBe(true);
  });

  it('ignores floating-point noise at the interval', () => {
    const s = computeServiceStatus(
      item({ hourInterval: 10, lastServiceHours: 2.3 }),
      { hours: 12.3, miles: 1000 },
      imperial,
    );
    expect(s.isDue).toBe(true);
    expect(s.hoursSinceService).toBe(10);
  });

  it('never counts negative use when the car reads less than at the last service', () => {
    const s = computeServiceStatus(item({ hourInterval: 10 }), { hours: 15, miles: 900 }, imperial);
    expect(s.hoursSinceService).toBe(0);
    expect(s.distanceSinceService).toBe(0);
    expect(s.hoursRemaining).toBe(10);
  });
});

describe('computeServiceStatus: distance interval', () => {
  it('counts miles and estimates the hours remaining from the average speed', () => {
    const s = computeServiceStatus(item({ distanceInterval: 500 }), { hours: 25, miles: 1300 }, imperial);
    expect(s).toMatchObject({
      isDue: false,
      distanceSinceService: 300,
      distanceInterval: 500,
      distanceRemaining: 200,
      distancePercentUsed: 60,
      hourInterval: null,
      hoursPercentUsed: null,
      hoursRemaining: 2.5,
      usingApproximation: true,
      approximationNotes: 'Hours remaining estimated from the distance interval at 80 mph',
    });
  });

  it('is due at the distance interval', () => {
    expect(computeServiceStatus(item({ distanceInterval: 500 }), { hours: 25, miles: 1499.9 }, imperial).isDue).toBe(
      false,
    );
    expect(computeServiceStatus(item({ distanceInterval: 500 }), { hours: 25, miles: 1500 }, imperial).isDue).toBe(
      true,
    );
  });

  it('with both intervals, is due when either is reached and estimates nothing', () => {
    const s = computeServiceStatus(
      item({ hourInterval: 10, distanceInterval: 500 }),
      { hours: 22, miles: 1500 },
      imperial,
    );
    expect(s.isDue).toBe(true);
    expect(s.hoursRemaining).toBe(8);
    expect(s.distanceRemaining).toBe(0);
    expect(s.usingApproximation).toBe(false);
    expect(s.approximationNotes).toBeNull();
    expect(percentUsed(s)).toBe(100);
  });

  it('shows distances in km when the user uses metric, and the average speed (mph) in km/h', () => {
    const s = computeServiceStatus(
      item({ distanceInterval: 500, expectedLifeDistance: 10_000 }),
      { hours: 25, miles: 1300 },
      { averageSpeed: 80, useMetric: true },
    );
    expect(s).toMatchObject({
      distanceUnit: 'km',
      speedUnit: 'km/h',
      currentDistance: 2092.1,
      distanceSinceService: 482.8,
      distanceInterval: 804.7,
      distanceRemaining: 321.9,
      expectedLifeDistance: 16093.4,
      distancePercentUsed: 60,
      hoursRemaining: 2.5,
      approximationNotes: 'Hours remaining estimated from the distance interval at 128.7 km/h',
    });
  });

  it('estimates the same hours left in either unit', () => {
    // Brake pads every 500 miles, 200 miles to go: 2.5 h at 80 mph, shown as 128.7 km/h in metric.
    const pads = item({ distanceInterval: 500 });
    const car = { hours: 25, miles: 1300 };
    const metric = computeServiceStatus(pads, car, { averageSpeed: 80, useMetric: true });
    const imperialStatus = computeServiceStatus(pads, car, imperial);
    expect(metric.hoursRemaining).toBe(2.5);
    expect(imperialStatus.hoursRemaining).toBe(2.5);
    expect(imperialStatus.approximationNotes).toBe('Hours remaining estimated from the distance interval at 80 mph');
  });
});

describe('computeServiceStatus: a figure the car does not record', () => {
  it('estimates hours from miles when the car records no hours', () => {
    const s = computeServiceStatus(
      item({ hourInterval: 2, lastServiceHours: 0, lastServiceDistance: 0 }),
      { hours: 0, miles: 200 },
      imperial,
    );
    expect(s.currentHours).toBe(2.5);
    expect(s.hoursSinceService).toBe(2.5);
    expect(s.isDue).toBe(true);
    expect(s.usingApproximation).toBe(true);
    expect(s.approximationNotes).toBe(
      'Hours estimated from distance at 80 mph; Distance remaining estimated from the hour interval at 80 mph',
    );
  });

  it('estimates miles from hours when the car records no miles', () => {
    const s = computeServiceStatus(
      item({ distanceInterval: 100, lastServiceHours: 1, lastServiceDistance: 0 }),
      { hours: 3, miles: 0 },
      imperial,
    );
    expect(s.currentDistance).toBe(240);
    expect(s.distanceSinceService).toBe(160);
    expect(s.isDue).toBe(true);
    expect(s.distanceRemaining).toBe(-60);
    expect(s.approximationNotes).toContain('Distance estimated from hours at 80 mph');
  });

  it('estimates nothing without an average speed', () => {
    const s = computeServiceStatus(
      item({ distanceInterval: 500 }),
      { hours: 0, miles: 1300 },
      { averageSpeed: 0, useMetric: false },
    );
    expect(s.hoursRemaining).toBeNull();
    expect(s.hoursSinceService).toBe(0);
    expect(s.usingApproximation).toBe(false);
    expect(s.approximationNotes).toBeNull();
  });

  it('estimates nothing for a car with neither hours nor miles', () => {
    const s = computeServiceStatus(
      item({ hourInterval: 5, lastServiceHours: 0, lastServiceDistance: 0 }),
      { hours: 0, miles: 0 },
      imperial,
    );
    expect(s.hoursSinceService).toBe(0);
    expect(s.isDue).toBe(false);
    expect(s.approximationNotes).toBe('Distance remaining estimated from the hour interval at 80 mph');
  });
});

describe('computeServiceStatus: no interval', () => {
  it('is never due and has no remaining figures', () => {
    const s = computeServiceStatus(item(), { hours: 500, miles: 50_000 }, imperial);
    expect(s).toMatchObject({
      isDue: false,
      hourInterval: null,
      distanceInterval: null,
      hoursRemaining: null,
      distanceRemaining: null,
      hoursPercentUsed: null,
      distancePercentUsed: null,
      usingApproximation: false,
    });
    expect(percentUsed(s)).toBeNull();
  });

  it('treats an interval of 0 as no interval', () => {
    const s = computeServiceStatus(
      item({ hourInterval: 0, distanceInterval: 0 }),
      { hours: 500, miles: 50_000 },
      imperial,
    );
    expect(s.isDue).toBe(false);
    expect(s.hourInterval).toBeNull();
  });
});

describe('computeServiceStatus: life', () => {
  const life = item({ expectedLifeHours: 100, installedHours: 10 });
  it('below 80% of life is neither aging nor end of life', () => {
    const s = computeServiceStatus(life, { hours: 89, miles: 1000 }, imperial);
    expect(s.hoursLifePercent).toBe(79);
    expect(s.isLifeWarning).toBe(false);
    expect(s.isLifeCritical).toBe(false);
  });

  it('from 80% of life is a life warning (Aging)', () => {
    const s = computeServiceStatus(life, { hours: 90, miles: 1000 }, imperial);
    expect(s.hoursLifePercent).toBe(80);
    expect(s.isLifeWarning).toBe(true);
    expect(s.isLifeCritical).toBe(false);
    expect(serviceStateBadges(s)).toEqual(['Aging']);
  });

  it('from 100% of life is life-critical (End of Life)', () => {
    const s = computeServiceStatus(life, { hours: 110, miles: 1000 }, imperial);
    expect(s.hoursLifePercent).toBe(100);
    expect(s.isLifeCritical).toBe(true);
    expect(serviceStateBadges(s)).toEqual(['End of Life']);
  });

  it('uses the larger of hours and distance life', () => {
    const s = computeServiceStatus(
      item({ expectedLifeHours: 100, installedHours: 10, expectedLifeDistance: 5000, installedDistance: 1000 }),
      { hours: 40, miles: 6000 },
      imperial,
    );
    expect(s.hoursLifePercent).toBe(30);
    expect(s.distanceLifePercent).toBe(100);
    expect(lifePercent(s)).toBe(100);
    expect(s.isLifeCritical).toBe(true);
  });

  it('has no life percent without an expected life', () => {
    const s = computeServiceStatus(item({ hourInterval: 10 }), { hours: 1000, miles: 1000 }, imperial);
    expect(s.hoursLifePercent).toBeNull();
    expect(lifePercent(s)).toBeNull();
    expect(s.isLifeWarning).toBe(false);
  });
});

describe('progress colours', () => {
  it('percent used: above 95 red, above 80 yellow, else green', () => {
    expect(percentUsedColor(0)).toBe('green');
    expect(percentUsedColor(80)).toBe('green');
    expect(percentUsedColor(80.1)).toBe('yellow');
    expect(percentUsedColor(95)).toBe('yellow');
    expect(percentUsedColor(95.1)).toBe('red');
    expect(percentUsedColor(130)).toBe('red');
  });

  it('detail bar: above 66% remaining green, above 33% yellow, else red', () => {
    expect(percentRemainingColor(100)).toBe('green');
    expect(percentRemainingColor(66.1)).toBe('green');
    expect(percentRemainingColor(66)).toBe('yellow');
    expect(percentRemainingColor(33.1)).toBe('yellow');
    expect(percentRemainingColor(33)).toBe('red');
    expect(percentRemainingColor(0)).toBe('red');
  });

  it('percent remaining stays between 0 and 100', () => {
    expect(percentRemaining(40)).toBe(60);
    expect(percentRemaining(130)).toBe(0);
    expect(percentRemaining(-5)).toBe(100);
  });
});

describe('badges', () => {
  it('lists Due, then End of Life or Aging, then ~Estimated', () => {
    expect(
      serviceStateBadges({ isDue: true, isLifeCritical: true, isLifeWarning: true, usingApproximation: true }),
    ).toEqual(['Due', 'End of Life', '~Estimated']);
    expect(
      serviceStateBadges({ isDue: false, isLifeCritical: false, isLifeWarning: false, usingApproximation: false }),
    ).toEqual([]);
  });
});

describe('selectDetailServiceItems', () => {
  const entry = (name: string, isDue: boolean, hoursRemaining: number | null) => ({
    name,
    status: { isDue, hoursRemaining },
  });
  it('keeps every due item plus the 3 not-due items with the least hours remaining', () => {
    const picked = selectDetailServiceItems([
      entry('a', false, 40),
      entry('b', true, -2),
      entry('c', false, 5),
      entry('d', false, null),
      entry('e', false, 12),
      entry('f', true, 0),
      entry('g', false, 30),
    ]);
    expect(picked.map((p) => p.name)).toEqual(['b', 'f', 'c', 'e', 'g']);
  });

  it('keeps fewer when there are fewer', () => {
    expect(selectDetailServiceItems([entry('x', false, null)]).map((p) => p.name)).toEqual(['x']);
    expect(selectDetailServiceItems([])).toEqual([]);
  });
});

describe('counts', () => {
  it('counts due and life-critical items', () => {
    const statuses = [
      { isDue: true, isLifeCritical: false },
      { isDue: true, isLifeCritical: true },
      { isDue: false, isLifeCritical: true },
      { isDue: false, isLifeCritical: false },
    ];
    expect(countDueItems(statuses)).toBe(2);
    expect(countLifeCriticalItems(statuses)).toBe(2);
  });
});
