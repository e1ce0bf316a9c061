import type { Preferences } from './preferences.contract';

/** The spec's defaults for a user who has never saved preferences. */
export const defaultPreferences: Preferences = {
  showCompletedRepairs: true,
  showPastEvents: true,
  showRacingFeatures: true,
  raceShopEnabled: false,
  notificationPreferences: { email: true, push: false },
  displayPreferences: { compactView: false, showImages: true },
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
