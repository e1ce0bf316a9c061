import { addYearsIso, daysBetweenIso } from '../lib/dates';

/** Rental status of a car; an unknown value displays as Available. */
export const rentalStatuses = ['available', 'rented', 'maintenance', 'reserved', 'retired'] as const;
export type RentalStatus = (typeof rentalStatuses)[number];
export const defaultRentalStatus: RentalStatus = 'available';

export const rentalStatusLabels: Record<RentalStatus, string> = {
  available: 'Available',
  rented: 'Rented',
  maintenance: 'Maintenance',
  reserved: 'Reserved',
  retired: 'Retired',
};

export function rentalStatusOf(value: string | null | undefined): RentalStatus {
  return (rentalStatuses as readonly string[]).includes(value ?? '') ? (value as RentalStatus) : defaultRentalStatus;
}

export function rentalStatusLabel(value: string | null | undefined): string {
  return rentalStatusLabels[rentalStatusOf(value)];
}

export const ownershipTypes = ['team', 'client', 'personal', 'leased'] as const;
export type OwnershipType = (typeof ownershipTypes)[number];
export const defaultOwnershipType: OwnershipType = 'team';

export const ownershipTypeLabels: Record<OwnershipType, string> = {
  team: 'Team',
  client: 'Client',
  personal: 'Personal',
  leased: 'Leased',
};

/** How close a safety date may come before it counts as an alert. */
export const expiryWarningDays = 30;

export type ExpiryState = 'not_set' | 'expired' | 'expiring' | 'valid';

export interface ExpiryStatus {
  state: ExpiryState;
  /** Days from today to the date (negative once past); null when not set. */
  daysLeft: number | null;
  /** 'Not Set', '(Expired)', '(N days left)' within 30 days, else ''. */
  label: string;
}

/** The spec's expiry display: 'Not Set' if empty, '(Expired)' if past, '(N days left)' within 30 days. */
export function expiryStatus(dateIso: string | null | undefined, todayIso: string): ExpiryStatus {
  if (!dateIso) return { state: 'not_set', daysLeft: null, label: 'Not Set' };
  const daysLeft = daysBetweenIso(todayIso, dateIso);
  if (daysLeft < 0) return { state: 'expired', daysLeft, label: '(Expired)' };
  if (daysLeft <= expiryWarningDays) {
    return { state: 'expiring', daysLeft, label: `(${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left)` };
  }
  return { state: 'valid', daysLeft, label: '' };
}

export function isExpiryAlert(dateIso: string | null | undefined, todayIso: string): boolean {
  const { state } = expiryStatus(dateIso, todayIso);
  return state === 'expired' || state === 'expiring';
}

export interface SafetyDates {
  logbookExpiration: string | null;
  beltsExpiration: string | null;
  fireBottleExpiration: string | null;
}

export const safetyDateLabels: Record<keyof SafetyDates, string> = {
  logbookExpiration: 'Logbook',
  beltsExpiration: 'Belts',
  fireBottleExpiration: 'Fire Bottle',
};

/** How many of the car's safety dates (logbook, belts, fire bottle) are expired or within 30 days. */
export function countExpiryAlerts(car: SafetyDates, todayIso: string): number {
  return [car.logbookExpiration, car.beltsExpiration, car.fireBottleExpiration].filter((d) =>
    isExpiryAlert(d, todayIso),
  ).length;
}

/** The Alerts tile: safety dates expired or close, plus life-critical service items. */
export function carAlertCount(car: SafetyDates, lifeCriticalItems: number, todayIso: string): number {
  return countExpiryAlerts(car, todayIso) + lifeCriticalItems;
}

/** The Reset button next to an expiration date: one year from today. */
export function expirationResetDate(todayIso: string): string {
  return addYearsIso(todayIso, 1);
}

/** Adds a sanctioning body chip: only if non-blank after trimming, and only once. */
export function addSanctioningBody(list: readonly string[], value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed) return [...list];
  if (list.some((b) => b.toLowerCase() === trimmed.toLowerCase())) return [...list];
  return [...list, trimmed];
}

/** Trims, drops blanks and duplicates (case-insensitive), keeping the first spelling. */
export function normalizeSanctioningBodies(list: readonly string[]): string[] {
  return list.reduce<string[]>((acc, b) => addSanctioningBody(acc, b), []);
}

export const carSortFields = ['name', 'purchaseDate', 'miles'] as const;
export type CarSortField = (typeof carSortFields)[number];
export const carSortLabels: Record<CarSortField, string> = {
  name: 'Sort by Name',
  purchaseDate: 'Sort by Purchase Date',
  miles: 'Sort by Miles',
};

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** 'Showing X of Y vehicles'. */
export function showingVehiclesLabel(shown: number, total: number): string {
  return `Showing ${shown} of ${total} vehicles`;
}
