import {
  distanceUnit,
  milesToDisplay,
  mphToField,
  speedUnit,
  type DistanceUnit,
  type SpeedUnit,
} from '../preferences/preferences.rules';

/**
 * The service status of a service-life item: how far it is from its next service and from
 * the end of its life, for the car's current hours and miles and the user's preferences.
 * This is the one place the due, aging and end-of-life rules live; the server and the web
 * app both call it.
 */

export const serviceCategories = ['consumable', 'maintenance', 'safety', 'wear_item', 'life_item'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];
export const defaultServiceCategory: ServiceCategory = 'maintenance';

export const serviceCategoryLabels: Record<ServiceCategory, string> = {
  consumable: 'Consumable',
  maintenance: 'Maintenance',
  safety: 'Safety',
  wear_item: 'Wear Item',
  life_item: 'Life Item',
};

export const servicePriorities = ['low', 'medium', 'high', 'critical'] as const;
export type ServicePriority = (typeof servicePriorities)[number];
export const defaultServicePriority: ServicePriority = 'medium';

/** Life used from which an item is 'Aging'. */
export const lifeWarningPercent = 80;
/** Life used from which an item is at 'End of Life'. */
export const lifeCriticalPercent = 100;

export interface ServiceItemFigures {
  /** Hours between services; null or 0 means the item has no hour interval. */
  hourInterval: number | null;
  /** Miles between services; null or 0 means the item has no distance interval. */
  distanceInterval: number | null;
  lastServiceHours: number;
  /** Miles. */
  lastServiceDistance: number;
  /** The car's hours and miles when the part was fitted; its life counts from here. */
  installedHours: number;
  installedDistance: number;
  expectedLifeHours: number | null;
  /** Miles. */
  expectedLifeDistance: number | null;
  estimatedLaborHours: number | null;
  estimatedPartsCostCents: number | null;
  priority: ServicePriority;
  totalResets: number;
  lastResetDate: string | null;
}

export interface CarUsage {
  hours: number;
  /** Miles. */
  miles: number;
}

export interface StatusPreferences {
  /** mph, whatever the units shown (the preferences store it so). */
  averageSpeed: number;
  useMetric: boolean;
}

/** The spec's service status view, in the user's units (distances per use_metric). */
export interface ServiceStatus {
  isDue: boolean;
  isLifeCritical: boolean;
  isLifeWarning: boolean;
  usingApproximation: boolean;
  approximationNotes: string | null;
  currentHours: number;
  currentDistance: number;
  hoursSinceService: number;
  distanceSinceService: number;
  hourInterval: number | null;
  distanceInterval: number | null;
  /** Negative when overdue. */
  hoursRemaining: number | null;
  distanceRemaining: number | null;
  expectedLifeHours: number | null;
  expectedLifeDistance: number | null;
  hoursLifePercent: number | null;
  distanceLifePercent: number | null;
  hoursPercentUsed: number | null;
  distancePercentUsed: number | null;
  totalResets: number;
  lastResetDate: string | null;
  distanceUnit: DistanceUnit;
  speedUnit: SpeedUnit;
  estimatedLaborHours: number | null;
  estimatedPartsCostCents: number | null;
  priority: ServicePriority;
}

/** Rounds half away from zero, so an overdue -6.25 h reads -6.3 like 6.25 reads 6.3. */
const round = (value: number, places: number) => {
  const f = 10 ** places;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
  return rounded === 0 ? 0 : rounded;
};
/** Hours and distances are shown with one decimal, percentages too. */
const one = (value: number) => round(value, 1);
const oneOrNull = (value: number | null) => (value === null ? null : one(value));
/** Removes floating-point noise (12.3 - 2.3) before comparing with an interval. */
const clean = (value: number) => round(value, 6);
const positiveOrNull = (value: number | null | undefined) =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

export function computeServiceStatus(
  item: ServiceItemFigures,
  car: CarUsage,
  preferences: StatusPreferences,
): ServiceStatus {
  const useMetric = preferences.useMetric;
  const speedMph = preferences.averageSpeed;
  const speedLabel = `${mphToField(speedMph, useMetric)} ${speedUnit(useMetric)}`;
  const canEstimate = Number.isFinite(speedMph) && speedMph > 0;
  const notes: string[] = [];

  let currentHours = car.hours;
  let currentMiles = car.miles;
  let hoursSince = Math.max(0, clean(car.hours - item.lastServiceHours));
  let milesSince = Math.max(0, clean(car.miles - item.lastServiceDistance));

  // A car that records only one of hours and distance: the other is estimated from the
  // average speed.
  if (car.hours <= 0 && car.miles > 0 && canEstimate) {
    currentHours = car.miles / speedMph;
    hoursSince = clean(milesSince / speedMph);
    notes.push(`Hours estimated from distance at ${speedLabel}`);
  } else if (car.miles <= 0 && car.hours > 0 && canEstimate) {
    currentMiles = car.hours * speedMph;
    milesSince = clean(hoursSince * speedMph);
    notes.push(`Distance estimated from hours at ${speedLabel}`);
  }

  const hourInterval = positiveOrNull(item.hourInterval);
  const mileInterval = positiveOrNull(item.distanceInterval);

  let hoursRemaining: number | null = hourInterval !== null ? hourInterval - hoursSince : null;
  let milesRemaining: number | null = mileInterval !== null ? mileInterval - milesSince : null;
  // An item with one interval only: the other remaining figure is estimated from it.
  if (hoursRemaining === null && milesRemaining !== null && canEstimate) {
    hoursRemaining = milesRemaining / speedMph;
    notes.push(`Hours remaining estimated from the distance interval at ${speedLabel}`);
  } else if (milesRemaining === null && hoursRemaining !== null && canEstimate) {
    milesRemaining = hoursRemaining * speedMph;
    notes.push(`Distance remaining estimated from the hour interval at ${speedLabel}`);
  }

  const hoursPercentUsed = hourInterval !== null ? (hoursSince / hourInterval) * 100 : null;
  const milesPercentUsed = mileInterval !== null ? (milesSince / mileInterval) * 100 : null;
  const isDue =
    (hourInterval !== null && hoursSince >= hourInterval) || (mileInterval !== null && milesSince >= mileInterval);

  const lifeHours = positiveOrNull(item.expectedLifeHours);
  const lifeMiles = positiveOrNull(item.expectedLifeDistance);
  const hoursLifePercent =
    lifeHours !== null ? (Math.max(0, clean(currentHours - item.installedHours)) / lifeHours) * 100 : null;
  const milesLifePercent =
    lifeMiles !== null ? (Math.max(0, clean(currentMiles - item.installedDistance)) / lifeMiles) * 100 : null;
  const lifePercent = maxOrNull(hoursLifePercent, milesLifePercent);
  const isLifeCritical = lifePercent !== null && clean(lifePercent) >= lifeCriticalPercent;
  const isLifeWarning = lifePercent !== null && clean(lifePercent) >= lifeWarningPercent;

  const toDisplay = (miles: number) => one(milesToDisplay(miles, useMetric));
  const toDisplayOrNull = (miles: number | null) => (miles === null ? null : toDisplay(miles));

  return {
    isDue,
    isLifeCritical,
    isLifeWarning,
    usingApproximation: notes.length > 0,
    approximationNotes: notes.length > 0 ? notes.join('; ') : null,
    currentHours: one(currentHours),
    currentDistance: toDisplay(currentMiles),
    hoursSinceService: one(hoursSince),
    distanceSinceService: toDisplay(milesSince),
    hourInterval,
    distanceInterval: toDisplayOrNull(mileInterval),
    hoursRemaining: oneOrNull(hoursRemaining),
    distanceRemaining: toDisplayOrNull(milesRemaining),
    expectedLifeHours: lifeHours,
    expectedLifeDistance: toDisplayOrNull(lifeMiles),
    hoursLifePercent: oneOrNull(hoursLifePercent),
    distanceLifePercent: oneOrNull(milesLifePercent),
    hoursPercentUsed: oneOrNull(hoursPercentUsed),
    distancePercentUsed: oneOrNull(milesPercentUsed),
    totalResets: item.totalResets,
    lastResetDate: item.lastResetDate,
    distanceUnit: distanceUnit(useMetric),
    speedUnit: speedUnit(useMetric),
    estimatedLaborHours: item.estimatedLaborHours,
    estimatedPartsCostCents: item.estimatedPartsCostCents,
    priority: item.priority,
  };
}

function maxOrNull(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** The larger of the interval percentages used, or null when the item has no interval. */
export function percentUsed(status: Pick<ServiceStatus, 'hoursPercentUsed' | 'distancePercentUsed'>): number | null {
  return maxOrNull(status.hoursPercentUsed, status.distancePercentUsed);
}

/** The larger of the life percentages, or null when the item has no expected life. */
export function lifePercent(status: Pick<ServiceStatus, 'hoursLifePercent' | 'distanceLifePercent'>): number | null {
  return maxOrNull(status.hoursLifePercent, status.distanceLifePercent);
}

export type ProgressColor = 'red' | 'yellow' | 'green';

/** List progress bar: percent used above 95 red, above 80 yellow, else green. */
export function percentUsedColor(percent: number): ProgressColor {
  if (percent > 95) return 'red';
  if (percent > 80) return 'yellow';
  return 'green';
}

/** Detail progress bar: percent remaining above 66 green, above 33 yellow, else red. */
export function percentRemainingColor(percentRemaining: number): ProgressColor {
  if (percentRemaining > 66) return 'green';
  if (percentRemaining > 33) return 'yellow';
  return 'red';
}

/** Percent of the interval left (0 to 100) for the detail bar, from the percent used. */
export function percentRemaining(percentUsedValue: number): number {
  return Math.min(100, Math.max(0, one(100 - percentUsedValue)));
}

export type ServiceStateBadge = 'Due' | 'End of Life' | 'Aging' | '~Estimated';

/** The badges an item shows: due, then 'End of Life' or 'Aging', then '~Estimated'. */
export function serviceStateBadges(
  status: Pick<ServiceStatus, 'isDue' | 'isLifeCritical' | 'isLifeWarning' | 'usingApproximation'>,
): ServiceStateBadge[] {
  const badges: ServiceStateBadge[] = [];
  if (status.isDue) badges.push('Due');
  if (status.isLifeCritical) badges.push('End of Life');
  else if (status.isLifeWarning) badges.push('Aging');
  if (status.usingApproximation) badges.push('~Estimated');
  return badges;
}

/** The car detail shows every due item plus the 3 (not due) with the least hours remaining. */
export const detailLeastRemainingCount = 3;

export function selectDetailServiceItems<T extends { status: Pick<ServiceStatus, 'isDue' | 'hoursRemaining'> }>(
  items: readonly T[],
): T[] {
  const byHoursRemaining = (a: T, b: T) =>
    (a.status.hoursRemaining ?? Number.POSITIVE_INFINITY) - (b.status.hoursRemaining ?? Number.POSITIVE_INFINITY);
  const due = items.filter((i) => i.status.isDue).sort(byHoursRemaining);
  const rest = items
    .filter((i) => !i.status.isDue)
    .sort(byHoursRemaining)
    .slice(0, detailLeastRemainingCount);
  return [...due, ...rest];
}

export function countDueItems(statuses: readonly Pick<ServiceStatus, 'isDue'>[]): number {
  return statuses.filter((s) => s.isDue).length;
}

export function countLifeCriticalItems(statuses: readonly Pick<ServiceStatus, 'isLifeCritical'>[]): number {
  return statuses.filter((s) => s.isLifeCritical).length;
}
