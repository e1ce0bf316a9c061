import type { ReminderFrequency } from '../reminders/reminders.rules';
import type { NotificationPreferences, Preferences } from './preferences.contract';

/** The spec's defaults for a user who has never saved preferences. */
export const defaultPreferences: Preferences = {
  showCompletedRepairs: true,
  showPastEvents: true,
  showRacingFeatures: true,
  raceShopEnabled: false,
  notificationPreferences: { email: true, push: false, mutedKinds: [], frequency: 'daily' },
  displayPreferences: { compactView: false, showImages: true },
  /** mph */
  averageSpeed: 80,
  useMetric: false,
  firstName: null,
  lastName: null,
  company: null,
  email: null,
  phone: null,
  address: null,
  defaultCarId: null,
};

export const preferencesSaveDebounceMs = 2000;

export const kmPerMile = 1.609344;

export type DistanceUnit = 'miles' | 'km';
export type SpeedUnit = 'mph' | 'km/h';

export function distanceUnit(useMetric: boolean): DistanceUnit {
  return useMetric ? 'km' : 'miles';
}

export function speedUnit(useMetric: boolean): SpeedUnit {
  return useMetric ? 'km/h' : 'mph';
}

/** Distances are stored in miles; shown per `use_metric`. */
export function milesToDisplay(miles: number, useMetric: boolean): number {
  return useMetric ? miles * kmPerMile : miles;
}

export function displayToMiles(value: number, useMetric: boolean): number {
  return useMetric ? value / kmPerMile : value;
}

/** The average speed is stored in mph, whatever the units; shown in mph or km/h per `use_metric`. */
export function mphToDisplay(mph: number, useMetric: boolean): number {
  return milesToDisplay(mph, useMetric);
}

export function displayToMph(value: number, useMetric: boolean): number {
  return displayToMiles(value, useMetric);
}

/** Decimals a form shows for a distance (miles or km) and for the average speed. */
export const unitFieldDecimals = 1;

/** Rounds half up: what a number field shows with `decimals` decimals. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A stored distance (miles) as a form field shows it: in the user's unit, rounded to the
 * field's decimals.
 */
export function milesToField(miles: number, useMetric: boolean, decimals = unitFieldDecimals): number {
  return roundTo(milesToDisplay(miles, useMetric), decimals);
}

/**
 * What to store for a distance field (miles). When the field still shows what milesToField made
 * of the stored value, the stored value comes back exactly: a form saved without touching the
 * field never rewrites it (1000 mi shown as 1609.3 km stays 1000 mi, not 999.97 or 621.37).
 * Otherwise the typed value is converted from the user's unit. Blank (null) stays null.
 */
export function fieldToMiles(
  value: number | null,
  stored: number | null | undefined,
  useMetric: boolean,
  decimals = unitFieldDecimals,
): number | null {
  if (value === null) return null;
  if (
    stored !== null &&
    stored !== undefined &&
    roundTo(value, decimals) === milesToField(stored, useMetric, decimals)
  ) {
    return stored;
  }
  return displayToMiles(value, useMetric);
}

/** The stored average speed (mph) as its field shows it: mph or km/h, rounded. */
export function mphToField(mph: number, useMetric: boolean, decimals = unitFieldDecimals): number {
  return milesToField(mph, useMetric, decimals);
}

/** What to store for the average speed field (mph); an untouched field keeps the stored value. */
export function fieldToMph(
  value: number | null,
  stored: number | null | undefined,
  useMetric: boolean,
  decimals = unitFieldDecimals,
): number | null {
  return fieldToMiles(value, stored, useMetric, decimals);
}

/**
 * The notification preferences as stored, with what an account saved before reminders had kinds
 * and a frequency filled in: no kind muted, daily.
 */
export function notificationPreferencesOf(stored: {
  email: boolean;
  push: boolean;
  mutedKinds?: NotificationPreferences['mutedKinds'] | undefined;
  frequency?: ReminderFrequency | undefined;
}): NotificationPreferences {
  return {
    email: stored.email,
    push: stored.push,
    mutedKinds: stored.mutedKinds ?? defaultPreferences.notificationPreferences.mutedKinds,
    frequency: stored.frequency ?? defaultPreferences.notificationPreferences.frequency,
  };
}
