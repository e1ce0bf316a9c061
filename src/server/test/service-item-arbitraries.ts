import fc from 'fast-check';

/*
 * Generated service items and preferences for the property tests that compare the service status
 * written in SQL (db/service-status-sql.ts) with computeServiceStatus().
 */

/** Readings as the forms store them (one decimal), small enough to land on the limits often. */
export const tenths = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);

/** An interval or a life: none, zero (none too) or a reading. */
export const interval = (max: number) => fc.option(fc.oneof(fc.constant(0), tenths(max)), { nil: null });

/** A service item's figures, for owners of up to 40 h and 2,000 miles. */
export const serviceItemFigureArbs = {
  hourInterval: interval(20),
  distanceInterval: interval(800),
  lastServiceHours: tenths(40),
  lastServiceDistance: tenths(2000),
  installedHours: tenths(40),
  installedDistance: tenths(2000),
  expectedLifeHours: interval(40),
  expectedLifeDistance: interval(2000),
};

/** A user's average speed (mph): none, one typed in mph, or one typed in km/h and stored in mph. */
export const averageSpeedArb = fc.oneof(
  fc.constant(0),
  tenths(150),
  fc.integer({ min: 1, max: 2500 }).map((kmh) => kmh / 10 / 1.609344),
);
