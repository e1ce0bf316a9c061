import { describe, expect, it } from 'vitest';
import { publicProfileInputSchema } from './public-profile.contract';
import {
  averageToOneDecimal,
  computeProfileStatistics,
  defaultPublicProfile,
  formatPosition,
  formatRate,
  percentToOneDecimal,
  publicProfileUrl,
  type ProfileRace,
} from './public-profile.rules';

const race = (overrides: Partial<ProfileRace> = {}): ProfileRace => ({
  trackKey: 'laguna',
  trackName: 'Laguna Seca',
  carName: 'Spec Miata',
  date: '2026-05-10',
  finishPosition: null,
  bestLapMs: null,
  ...overrides,
});

describe('defaultPublicProfile', () => {
  it('is private, shows cars only and takes its name from the address', () => {
    expect(defaultPublicProfile('lena.park@example.com')).toEqual({
      displayName: 'lena.park',
      bio: null,
      isPublic: false,
      showCars: true,
      showEvents: false,
      showRepairs: false,
    });
  });

  it("is 'User' when the address has nothing before the @", () => {
    expect(defaultPublicProfile('@example.com').displayName).toBe('User');
  });
});

describe('publicProfileUrl', () => {
  it('is the origin and /p/{id}', () => {
    expect(publicProfileUrl('https://pitboard.app', 'abc')).toBe('https://pitboard.app/p/abc');
    expect(publicProfileUrl('http://localhost:3000/', 'abc')).toBe('http://localhost:3000/p/abc');
  });
});

describe('rates and averages to one decimal', () => {
  it('rounds to one decimal, halves up', () => {
    expect(percentToOneDecimal(1, 3)).toBe(33.3);
    expect(percentToOneDecimal(2, 3)).toBe(66.7);
    expect(percentToOneDecimal(1, 16)).toBe(6.3);
    expect(percentToOneDecimal(1, 8)).toBe(12.5);
    expect(percentToOneDecimal(3, 3)).toBe(100);
    expect(averageToOneDecimal(5, 2)).toBe(2.5);
    expect(averageToOneDecimal(7, 3)).toBe(2.3);
    expect(averageToOneDecimal(21, 20)).toBe(1.1);
    expect(averageToOneDecimal(1, 40)).toBe(0);
  });

  it('has no figure without anything to divide by', () => {
    expect(percentToOneDecimal(0, 0)).toBeNull();
    expect(averageToOneDecimal(0, 0)).toBeNull();
  });

  it('formats a rate and a position, or a dash', () => {
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(null)).toBe('—');
    expect(formatPosition(3)).toBe('P3');
    expect(formatPosition(null)).toBe('—');
  });
});

describe('computeProfileStatistics', () => {
  it('is all zeros and blanks without races', () => {
    expect(computeProfileStatistics([])).toEqual({
      totalRaces: 0,
      wins: 0,
      podiums: 0,
      distinctTracks: 0,
      averageFinish: null,
      bestFinish: null,
      winRate: null,
      podiumRate: null,
      bestLaps: [],
    });
  });

  it('counts wins (P1), podiums (P1 to P3), races and distinct tracks, with rates of all races', () => {
    const stats = computeProfileStatistics([
      race({ finishPosition: 1 }),
      race({ finishPosition: 3, trackKey: 'sonoma', trackName: 'Sonoma' }),
      race({ finishPosition: 4 }),
      race({ finishPosition: 2, trackKey: 'thunderhill', trackName: 'Thunderhill' }),
      race({ finishPosition: 10 }),
      race({ finishPosition: 1, trackKey: 'sonoma', trackName: 'Sonoma' }),
    ]);
    expect(stats).toMatchObject({
      totalRaces: 6,
      wins: 2,
      podiums: 4,
      distinctTracks: 3,
      averageFinish: 3.5,
      bestFinish: 1,
      winRate: 33.3,
      podiumRate: 66.7,
    });
  });

  it('counts a race without a finish position as a race, but in no finish figure', () => {
    const stats = computeProfileStatistics([
      race({ finishPosition: 2 }),
      race({ finishPosition: null, trackKey: 'sonoma', trackName: 'Sonoma' }),
      race({ finishPosition: 5 }),
      race({ finishPosition: null }),
    ]);
    expect(stats).toMatchObject({
      totalRaces: 4,
      wins: 0,
      podiums: 1,
      distinctTracks: 2,
      averageFinish: 3.5,
      bestFinish: 2,
      winRate: 0,
      podiumRate: 25,
    });
    expect(computeProfileStatistics([race(), race()])).toMatchObject({
      totalRaces: 2,
      averageFinish: null,
      bestFinish: null,
      winRate: 0,
      podiumRate: 0,
    });
  });

  it('keeps the fastest lap of each track, by track name, formatted', () => {
    const stats = computeProfileStatistics([
      race({ bestLapMs: 101_500, date: '2026-03-01' }),
      race({ bestLapMs: 99_250, date: '2026-04-01', carName: 'Shop E46' }),
      race({ bestLapMs: null }),
      race({ trackKey: 'sonoma', trackName: 'Sonoma', bestLapMs: 95_004, date: '2026-02-02' }),
      race({ trackKey: 'willow', trackName: 'Buttonwillow', bestLapMs: 125_000, date: '2026-01-05' }),
      race({ trackKey: 'thunderhill', trackName: 'Thunderhill' }),
    ]);
    expect(stats.bestLaps).toEqual([
      {
        trackName: 'Buttonwillow',
        bestLapMs: 125_000,
        bestLapTime: '2:05.000',
        date: '2026-01-05',
        carName: 'Spec Miata',
      },
      { trackName: 'Laguna Seca', bestLapMs: 99_250, bestLapTime: '1:39.250', date: '2026-04-01', carName: 'Shop E46' },
      { trackName: 'Sonoma', bestLapMs: 95_004, bestLapTime: '1:35.004', date: '2026-02-02', carName: 'Spec Miata' },
    ]);
  });

  it('gives a tied lap to the earlier race, then to the car first by name', () => {
    const later = race({ bestLapMs: 99_000, date: '2026-06-01', carName: 'Alpha' });
    const earlier = race({ bestLapMs: 99_000, date: '2026-05-01', carName: 'Zulu' });
    expect(computeProfileStatistics([later, earlier]).bestLaps[0]).toMatchObject({
      date: '2026-05-01',
      carName: 'Zulu',
    });
    expect(computeProfileStatistics([earlier, later]).bestLaps[0]).toMatchObject({
      date: '2026-05-01',
      carName: 'Zulu',
    });
    const sameDay = [race({ bestLapMs: 99_000, carName: 'Zulu' }), race({ bestLapMs: 99_000, carName: 'Alpha' })];
    expect(computeProfileStatistics(sameDay).bestLaps[0]?.carName).toBe('Alpha');
  });

  it('keeps two tracks of the same name apart', () => {
    const stats = computeProfileStatistics([
      race({ trackKey: 'a', trackName: 'Club Circuit', bestLapMs: 80_000, finishPosition: 1 }),
      race({ trackKey: 'b', trackName: 'Club Circuit', bestLapMs: 90_000, finishPosition: 1 }),
    ]);
    expect(stats.distinctTracks).toBe(2);
    expect(stats.bestLaps.map((lap) => lap.bestLapMs)).toEqual([80_000, 90_000]);
    expect(stats).toMatchObject({ wins: 2, winRate: 100, podiumRate: 100, averageFinish: 1 });
  });
});

describe('publicProfileInputSchema', () => {
  const valid = {
    displayName: '  Lena  ',
    bio: '  ',
    isPublic: true,
    showCars: true,
    showEvents: false,
    showRepairs: false,
  };

  it('trims the display name and keeps a blank bio as none', () => {
    expect(publicProfileInputSchema.parse(valid)).toMatchObject({ displayName: 'Lena', bio: null });
  });

  it('requires a display name and every switch', () => {
    const blank = publicProfileInputSchema.safeParse({ ...valid, displayName: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Display name is required');
    const missing = publicProfileInputSchema.safeParse({ displayName: 'Lena' });
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual([
      'isPublic',
      'showCars',
      'showEvents',
      'showRepairs',
    ]);
  });

  it('limits the display name and the bio', () => {
    expect(publicProfileInputSchema.safeParse({ ...valid, displayName: 'x'.repeat(101) }).success).toBe(false);
    expect(publicProfileInputSchema.safeParse({ ...valid, bio: 'x'.repeat(1001) }).success).toBe(false);
    expect(publicProfileInputSchema.safeParse({ ...valid, bio: 'x'.repeat(1000) }).success).toBe(true);
  });
});
