import { describe, expect, it } from 'vitest';
import { calculateTravel } from './time-calculator.rules';

describe('calculateTravel', () => {
  it('computes distance from speed and time', () => {
    expect(calculateTravel('distance', { speed: 80, hours: 1, minutes: 30, distance: null })).toEqual({
      speed: 80,
      hours: 1,
      minutes: 30,
      distance: 120,
    });
  });
  it('computes time from distance and speed', () => {
    expect(calculateTravel('time', { speed: 80, hours: null, minutes: null, distance: 100 })).toEqual({
      speed: 80,
      hours: 1,
      minutes: 15,
      distance: 100,
    });
  });
  it('computes speed from distance and time', () => {
    expect(calculateTravel('speed', { speed: null, hours: 0, minutes: 45, distance: 60 })?.speed).toBe(80);
  });
  it('refuses to divide by zero or work with missing values', () => {
    expect(calculateTravel('time', { speed: 0, hours: null, minutes: null, distance: 10 })).toBeNull();
    expect(calculateTravel('speed', { speed: null, hours: 0, minutes: 0, distance: 10 })).toBeNull();
    expect(calculateTravel('distance', { speed: null, hours: 1, minutes: 0, distance: null })).toBeNull();
  });
  it('rounds minutes that reach 60 into the next hour', () => {
    expect(calculateTravel('time', { speed: 60, hours: null, minutes: null, distance: 59.999 })).toMatchObject({
      hours: 1,
      minutes: 0,
    });
  });
});
