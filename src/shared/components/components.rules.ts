import { roundStored } from '../lib/input-bounds';

export const componentMessages = {
  nameRequired: 'Name is required',
  kindInvalid: 'Kind must be one of: engine, gearbox, differential, shock, seat, harness, fire system, other',
  notFound: 'Component not found',
  carRequired: 'Choose a car',
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'The date cannot be in the future',
  alreadyInstalled: (carName: string) => `This component is installed on ${carName}. Remove it or move it instead.`,
  notInstalled: 'This component is on the shelf: install it on a car first.',
  sameCar: (carName: string) => `This component is already installed on ${carName}.`,
  beforeRemoval: (when: string) => `The date cannot be before the component's last removal (${when}).`,
  beforeInstall: (when: string) => `The date cannot be before the component was installed (${when}).`,
  archived: 'This component is archived: restore it first.',
  archiveInstalled: 'Remove this component from its car before archiving it.',
  empty: 'No components yet',
  listFailed: 'Failed to load components',
  saveFailed: 'Failed to save the component',
} as const;

/** A moment as the messages show it: MM/DD/YYYY. */
function shownDate(at: Date): string {
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(at.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${at.getUTCFullYear()}`;
}

/** How far ahead of the server's clock a moment may be (a device's clock a little ahead). */
export const clockToleranceMs = 5 * 60_000;

/** Where a component stands, as installing, removing or moving it needs to know. */
export interface ComponentPlace {
  archived: boolean;
  /** Its open installation: the car and since when; null on the shelf. */
  open: { carId: string; carName: string; installedAt: Date } | null;
  /** When it last came off a car; null if never. */
  lastRemovedAt: Date | null;
}

/** A refusal: of a field of the request (400), or of the component's state (409) when `field` is absent. */
export interface DateRefusal {
  field?: 'date' | 'toCarId';
  message: string;
}

function futureRefusal(at: Date, now: Date): DateRefusal | null {
  return at.getTime() > now.getTime() + clockToleranceMs
    ? { field: 'date', message: componentMessages.dateInFuture }
    : null;
}

/**
 * Why installing the component at `at` is refused, or null: only a component on the shelf is
 * installed (an installed one is moved), never an archived one, never at a date in the future
 * nor before its last removal.
 */
export function installRefusal(place: ComponentPlace, at: Date, now: Date): DateRefusal | null {
  if (place.archived) return { message: componentMessages.archived };
  if (place.open) return { message: componentMessages.alreadyInstalled(place.open.carName) };
  const future = futureRefusal(at, now);
  if (future) return future;
  if (place.lastRemovedAt && at < place.lastRemovedAt) {
    return { field: 'date', message: componentMessages.beforeRemoval(shownDate(place.lastRemovedAt)) };
  }
  return null;
}

/** Why removing the component at `at` is refused: it must be installed, and the date neither future nor before its installation. */
export function removeRefusal(place: ComponentPlace, at: Date, now: Date): DateRefusal | null {
  if (!place.open) return { message: componentMessages.notInstalled };
  const future = futureRefusal(at, now);
  if (future) return future;
  if (at < place.open.installedAt) {
    return { field: 'date', message: componentMessages.beforeInstall(shownDate(place.open.installedAt)) };
  }
  return null;
}

/** A move is a removal and an installation at the same moment, onto another car. */
export function moveRefusal(place: ComponentPlace, toCarId: string, at: Date, now: Date): DateRefusal | null {
  if (place.archived) return { message: componentMessages.archived };
  const removal = removeRefusal(place, at, now);
  if (removal) return removal;
  if (place.open && place.open.carId === toCarId) {
    return { field: 'toCarId', message: componentMessages.sameCar(place.open.carName) };
  }
  return null;
}

/** A stay of a component on a car: [installedAt, removedAt). */
export interface Stay {
  componentId: string;
  carId: string;
  installedAt: Date;
  removedAt: Date | null;
}

/** Whether the stay covers the moment `at`: installed at or before it and not yet removed then. */
export function stayCovers(stay: Stay, carId: string, at: Date): boolean {
  return stay.carId === carId && stay.installedAt <= at && (stay.removedAt === null || stay.removedAt > at);
}

/** What a car's reading adds to the components installed: what it moved the car by, never less than nothing. */
export function readingIncrease(
  before: { hours: number; miles: number },
  after: { hours: number; miles: number },
): { hours: number; miles: number } {
  return {
    hours: roundStored(Math.max(0, after.hours - before.hours)),
    miles: roundStored(Math.max(0, after.miles - before.miles)),
  };
}

/**
 * A component's meter after what one reading added to it changed from `before` to `after` (a
 * session corrected; `after` null when the reading is removed), never below zero.
 */
export function shiftComponentMeter(
  meter: { hours: number; miles: number },
  before: { hours: number; miles: number },
  after: { hours: number; miles: number } | null,
): { hours: number; miles: number } {
  const now = after ?? { hours: 0, miles: 0 };
  return {
    hours: roundStored(Math.max(0, meter.hours + now.hours - before.hours)),
    miles: roundStored(Math.max(0, meter.miles + now.miles - before.miles)),
  };
}
