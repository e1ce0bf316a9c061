import { describe, expect, it } from 'vitest';
import { firstModeForUserType, onboardingDriverName, preferencesForUserType } from './onboarding.rules';

describe('preferencesForUserType', () => {
  it('turns racing features off for collectors', () => {
    expect(preferencesForUserType('collector')).toEqual({ showRacingFeatures: false, raceShopEnabled: false });
  });
  it('turns racing features on for racers without the race shop', () => {
    expect(preferencesForUserType('racer')).toEqual({ showRacingFeatures: true, raceShopEnabled: false });
  });
  it('turns racing features and the race shop on for teams', () => {
    expect(preferencesForUserType('team')).toEqual({ showRacingFeatures: true, raceShopEnabled: true });
  });
  it('starts collectors and racers in individual mode and a Pitboard team in team admin mode', () => {
    expect(firstModeForUserType('collector')).toBe('individual');
    expect(firstModeForUserType('racer')).toBe('individual');
    expect(firstModeForUserType('team')).toBe('team_admin');
  });
  it('builds the driver name from first and last name', () => {
    expect(onboardingDriverName(' Ada ', 'Lovelace ')).toBe('Ada Lovelace');
  });
});
