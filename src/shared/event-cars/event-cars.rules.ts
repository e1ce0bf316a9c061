import type { AppMode } from '../mode/mode.rules';
import { eventCarMessages } from './event-cars.contract';

/** Badge colour per event car status (Mantine colour names); unknown values are neutral. */
const statusColors: Record<string, string> = {
  registered: 'blue',
  tech_inspected: 'cyan',
  ready: 'green',
  competing: 'orange',
  finished: 'teal',
  dnf: 'red',
};

export const neutralStatusColor = 'gray';

export function eventCarStatusColor(status: string): string {
  return statusColors[status] ?? neutralStatusColor;
}

const statusLabels: Record<string, string> = {
  registered: 'Registered',
  tech_inspected: 'Tech inspected',
  ready: 'Ready',
  competing: 'Competing',
  finished: 'Finished',
  dnf: 'DNF',
};

/**
 * What a status reads as on screen ('ready' -> 'Ready', 'dnf' -> 'DNF'). An unknown value keeps
 * the spec's display: the first underscore becomes a space.
 */
export function eventCarStatusLabel(status: string): string {
  return statusLabels[status] ?? status.replace('_', ' ');
}

/**
 * A registered car with its number, the number shown once: 'GT3 Cup' and '7' read 'GT3 Cup #7',
 * and so does a car already named 'GT3 Cup #7'.
 */
export function carWithNumber(carName: string, carNumber: string | null): string {
  const number = carNumber?.trim().replace(/^#/, '') ?? '';
  if (number === '') return carName;
  const tag = `#${number}`;
  const named = carName.split(/\s+/).some((word) => word.toLowerCase() === tag.toLowerCase());
  return named ? carName : `${carName} ${tag}`;
}

/** A refused registration: the field to name and the message. */
export interface RegistrationProblem {
  field: 'clientId' | 'carId';
  message: string;
}

/**
 * Whether the car goes with the client chosen, or the problem. Team admin mode: a client's car
 * with that client, or one of the team's own cars (no client) with none. Individual mode: the
 * user's own car, whoever it belongs to, is registered without a client.
 */
export function registrationCarProblem(
  input: { mode: AppMode; clientId: string | null },
  car: { clientId: string | null },
): RegistrationProblem | null {
  if (input.mode !== 'team_admin') return null;
  if (input.clientId === null) {
    return car.clientId === null ? null : { field: 'clientId', message: eventCarMessages.clientRequired };
  }
  if (car.clientId === null) return { field: 'carId', message: eventCarMessages.carHasNoClient };
  if (car.clientId !== input.clientId) return { field: 'carId', message: eventCarMessages.carNotOfClient };
  return null;
}

/**
 * Whether a registration's inspections are the shop's billable work (an inspection fee and
 * billable time): a client's car, inspected in team admin mode. A racer's own car (individual
 * mode, or a registration without a client) is nobody's bill.
 */
export function isShopInspection(mode: AppMode, registration: { clientId: string | null }): boolean {
  return mode === 'team_admin' && registration.clientId !== null;
}

/** Why a client's car may not be registered for an event, or null when it may. */
export function registrationClientProblem(client: { isActive: boolean }): string | null {
  return client.isActive ? null : eventCarMessages.clientInactive;
}

/** A passing pre-event inspection moves a car to tech_inspected; anything else leaves it as it is. */
export function statusAfterInspection(current: string, inspectionType: string, inspectionStatus: string): string {
  return inspectionType === 'pre_event' && inspectionStatus === 'pass' ? 'tech_inspected' : current;
}
