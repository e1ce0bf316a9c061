import { AppError } from '@shared/lib/app-error';
import type { Preferences, UpdatePreferences } from '@shared/preferences/preferences.contract';
import type { RequestContext } from '../../auth/request-context';
import type { Database } from '../../db/client';
import { carExists } from '../cars/cars.repository';
import {
  findOrCreatePreferences,
  updatePreferences as updatePreferencesRow,
  type PreferencesRow,
} from './preferences.repository';

export function toPreferences(row: PreferencesRow): Preferences {
  return {
    showCompletedRepairs: row.showCompletedRepairs,
    showPastEvents: row.showPastEvents,
    showRacingFeatures: row.showRacingFeatures,
    raceShopEnabled: row.raceShopEnabled,
    notificationPreferences: row.notificationPreferences,
    displayPreferences: row.displayPreferences,
    averageSpeed: row.averageSpeed,
    useMetric: row.useMetric,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address,
    defaultCarId: row.defaultCarId,
  };
}

export async function getPreferences(db: Database, ctx: RequestContext): Promise<Preferences> {
  return toPreferences(await findOrCreatePreferences(db, ctx.userId, ctx.teamId));
}

/** A default car must be one of the team's cars. */
async function isTeamCar(db: Database, teamId: string, carId: string): Promise<boolean> {
  return carExists(db, teamId, carId);
}

export async function changePreferences(
  db: Database,
  ctx: RequestContext,
  changes: UpdatePreferences,
): Promise<Preferences> {
  if (changes.defaultCarId && !(await isTeamCar(db, ctx.teamId, changes.defaultCarId))) {
    throw AppError.validation('Choose one of your cars', { defaultCarId: 'Choose one of your cars' });
  }
  return toPreferences(await updatePreferencesRow(db, ctx.userId, ctx.teamId, changes));
}
