import { sql, type SQL } from 'drizzle-orm';
import { lifeCriticalPercent, lifeWarningPercent } from '@shared/service-items/service-status.rules';

/*
 * computeServiceStatus() (src/shared/service-items/service-status.rules.ts) as SQL conditions on a
 * service item, for the reads that must not fetch every item of a team to run the rule on it: the
 * vehicle list's counts and the What's Due list's candidates. Each step is the rule's, written in
 * the same float8 arithmetic: clean() is its round(value, 6), with Math.round's half-up, and the
 * estimates from the average speed take the same branches. Property tests compare them with the
 * rule on generated data, on both engines (cars.rules-sql.test.ts, due-list.rules-sql.test.ts).
 *
 * A query reads many items, so what it computes per item is what it costs. The rule rounds a
 * figure before comparing it, but clean() moves a value by less than 1e-6 (half a millionth, plus
 * float8 rounding of a few parts in 1e16 of it), and intervals and lives are at most 1e7 (the
 * columns' CHECK bounds): a figure more than `roundingMargin` past its threshold compares the same
 * rounded or not. Only the figures that close to a threshold are rounded here, as the rule rounds
 * them; the others compare as they are.
 *
 * The conditions read the item as `i` (service_life_items); its owner's meters — its car's, or a
 * tracked component's own — are given.
 */

/** round(value, 6) of the rule: sign(v) * Math.round(|v| * 1e6) / 1e6, Math.round rounding half up. */
function clean(value: SQL): SQL {
  const scaled = sql`(abs(${value}) * 1000000::float8)`;
  return sql`((sign(${value}) * (floor(${scaled}) + case when ${scaled} - floor(${scaled}) >= 0.5 then 1 else 0 end)) / 1000000::float8)`;
}

/** Far more than clean() moves a value (see above). */
const roundingMargin = sql`0.001::float8`;

/** clean(value) >= threshold, for a positive threshold. */
function reaches(value: SQL, threshold: SQL): SQL {
  return sql`case when ${value} > ${threshold} + ${roundingMargin} then true
    when ${value} >= ${threshold} - ${roundingMargin} then ${clean(value)} >= ${threshold} else false end`;
}

/** The rule's life test: clean(max(0, clean(used)) / life * 100) >= percent, for a positive life. */
function lifeReachedExactly(used: SQL, life: SQL, percent: number): SQL {
  return sql`${clean(sql`greatest(0::float8, ${clean(used)}) / ${life} * 100::float8`)} >= ${percent}::float8`;
}

/**
 * lifeReachedExactly(). With `share` the part of the life the percent stands for: past life ×
 * share + margin, the rounded use is past it, and its percent is at least `percent`. Below 99.99 %
 * of life × share minus the margin, the percent is more than 0.001 % of it short, which does not
 * round up to `percent`. In between (a long life leaves more than the margin), it is rounded.
 */
function lifeReached(used: SQL, life: SQL, percent: number): SQL {
  const share = sql`${percent / 100}::float8`;
  return sql`case when ${used} > ${life} * ${share} + ${roundingMargin} then true
    when ${used} >= ${life} * ${share} * 0.9999::float8 - ${roundingMargin} then ${lifeReachedExactly(used, life, percent)}
    else false end`;
}

export interface ServiceStateConditions {
  /** isDue: an interval reached. */
  due: SQL;
  /** isLifeCritical: end of life. */
  lifeCritical: SQL;
  /** isLifeWarning: aging or at the end of life. */
  lifeWarning: SQL;
}

interface Meters {
  hours: SQL;
  miles: SQL;
}

/** An item's tests, from its figures since the last service and its owner's current ones. */
function itemTests(since: Meters, current: Meters): ServiceStateConditions {
  // CASE, not AND, so that nothing is divided by a life that is not positive.
  const life = (percent: number) => sql`(case when i.expected_life_hours > 0
      then ${lifeReached(sql`(${current.hours} - i.installed_hours)`, sql`i.expected_life_hours`, percent)} end
    or case when i.expected_life_distance > 0
      then ${lifeReached(sql`(${current.miles} - i.installed_distance)`, sql`i.expected_life_distance`, percent)} end)`;
  return {
    due: sql`(case when i.hour_interval > 0 then ${reaches(since.hours, sql`i.hour_interval`)} end
      or case when i.distance_interval > 0 then ${reaches(since.miles, sql`i.distance_interval`)} end)`,
    lifeCritical: life(lifeCriticalPercent),
    lifeWarning: life(lifeWarningPercent),
  };
}

/**
 * The rule's due, end-of-life and aging states of the item `i` at its owner's hours and miles
 * (`owner`, float8 expressions) with the user's average speed (mph). Each is true or false (null
 * only where the rule has nothing to test: no interval, no life), so `coalesce(…, false)` or a
 * WHERE reads it as the rule's boolean.
 */
export function serviceStateConditions(owner: Meters, averageSpeedMph: number): ServiceStateConditions {
  const canEstimate = Number.isFinite(averageSpeedMph) && averageSpeedMph > 0;
  const speed = sql`${canEstimate ? averageSpeedMph : 1}::float8`;
  // Hours and miles since the last service, before the rule's max(0, clean(…)): max(0, x) reaches
  // a positive threshold exactly when x does.
  const hoursSince = sql`(${owner.hours} - i.last_service_hours)`;
  const milesSince = sql`(${owner.miles} - i.last_service_distance)`;
  const recorded = itemTests({ hours: hoursSince, miles: milesSince }, owner);
  if (!canEstimate) return recorded;
  // An owner that records only one of hours and distance: the other is estimated from the average speed.
  const milesFromHours = itemTests(
    { hours: hoursSince, miles: sql`(greatest(0::float8, ${clean(hoursSince)}) * ${speed})` },
    { hours: owner.hours, miles: sql`(${owner.hours} * ${speed})` },
  );
  const hoursFromMiles = itemTests(
    { hours: sql`(greatest(0::float8, ${clean(milesSince)}) / ${speed})`, miles: milesSince },
    { hours: sql`(${owner.miles} / ${speed})`, miles: owner.miles },
  );
  const byOwner = (test: keyof ServiceStateConditions) =>
    sql`case when (${owner.hours} > 0) = (${owner.miles} > 0) then ${recorded[test]}
      when ${owner.hours} > 0 then ${milesFromHours[test]} else ${hoursFromMiles[test]} end`;
  return { due: byOwner('due'), lifeCritical: byOwner('lifeCritical'), lifeWarning: byOwner('lifeWarning') };
}
