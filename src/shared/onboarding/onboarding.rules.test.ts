import { describe, expect, it } from 'vitest';
import { onboardingDriverName, preferencesForUserType } from './onboarding.rules';

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
  it('builds the driver name from first and last name', () => {
    expect(onboardingDriverName(' Ada ', 'Lovelace ')).toBe('Ada Lovelace');
  });
});
