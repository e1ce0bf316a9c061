import type { AppMode } from '../mode/mode.rules';
import type { Preferences } from '../preferences/preferences.contract';
import type { UserType } from './onboarding.contract';

/** Collectors hide racing features; racers and teams show them; teams also run a race shop. */
export function preferencesForUserType(
  userType: UserType,
): Pick<Preferences, 'showRacingFeatures' | 'raceShopEnabled'> {
  switch (userType) {
    case 'collector':
      return { showRacingFeatures: false, raceShopEnabled: false };
    case 'racer':
      return { showRacingFeatures: true, raceShopEnabled: false };
    case 'team':
      return { showRacingFeatures: true, raceShopEnabled: true };
  }
}

/** The mode a user starts in: collectors and racers see their own cars, a Pitboard team the shop. */
export function firstModeForUserType(userType: UserType): AppMode {
  return userType === 'team' ? 'team_admin' : 'individual';
}

export function onboardingDriverName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}
