import { displayNameFromEmail } from '../auth/auth.contract';
import { formatLapTime } from '../events/lap-time.rules';
import type { BestLapAtTrack, ProfileStatistics, PublicProfileSettings } from './public-profile.contract';

/** A new profile (spec): private, cars shown, events and repairs hidden, named after the address. */
export function defaultPublicProfile(email: string): Omit<PublicProfileSettings, 'publicUrlId' | 'allowTeamRecords'> {
  return {
    displayName: displayNameFromEmail(email),
    bio: null,
    isPublic: false,
    showCars: true,
    showEvents: false,
    showRepairs: false,
  };
}

/** The address of a profile: the site's origin and /p/{publicUrlId}. */
export function publicProfileUrl(origin: string, publicUrlId: string): string {
  return `${origin.replace(/\/+$/, '')}/p/${publicUrlId}`;
}

/** One race result as the statistics read it. */
export interface ProfileRace {
  /** What tells tracks apart (their id): two tracks may share a name. */
  trackKey: string;
  trackName: string;
  carName: string;
  /** YYYY-MM-DD */
  date: string;
  finishPosition: number | null;
  bestLapMs: number | null;
}

/** The counts and sums the statistics are made of (what one aggregate query can give). */
export interface RaceTotals {
  totalRaces: number;
  wins: number;
  podiums: number;
  distinctTracks: number;
  /** Races with a finish position, and the sum and best of those positions. */
  finishedRaces: number;
  finishSum: number;
  bestFinish: number | null;
}

/** The fastest lap at one track, with what tells the track apart. */
export interface TrackBestLap extends Omit<BestLapAtTrack, 'bestLapTime'> {
  trackKey: string;
}

/** `part` of `whole` in percent, to one decimal (halves up); null when `whole` is 0. */
export function percentToOneDecimal(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/** `sum` / `count` to one decimal (halves up); null when `count` is 0. */
export function averageToOneDecimal(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/**
 * Wins are finishes in 1st, podiums in 1st to 3rd; a race without a finish position counts as a
 * race (and its track as a track) but in no finish figure.
 */
export function totalRaces(races: readonly ProfileRace[]): RaceTotals {
  const finishes = races.flatMap((race) => (race.finishPosition === null ? [] : [race.finishPosition]));
  return {
    totalRaces: races.length,
    wins: finishes.filter((position) => position === 1).length,
    podiums: finishes.filter((position) => position <= 3).length,
    distinctTracks: new Set(races.map((race) => race.trackKey)).size,
    finishedRaces: finishes.length,
    finishSum: finishes.reduce((sum, position) => sum + position, 0),
    bestFinish: finishes.reduce<number | null>(
      (best, position) => (best === null ? position : Math.min(best, position)),
      null,
    ),
  };
}

/** Orders text by code unit, the same everywhere (the database compares these names with COLLATE "C"). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Which of two laps at a track is the record: the faster; on a tie the earlier; then by car name. */
function beats(a: Omit<TrackBestLap, 'trackKey' | 'trackName'>, b: Omit<TrackBestLap, 'trackKey' | 'trackName'>) {
  return (a.bestLapMs - b.bestLapMs || compareText(a.date, b.date) || compareText(a.carName, b.carName)) < 0;
}

/** The fastest lap of each track among the races that have one. */
export function bestLapsPerTrack(races: readonly ProfileRace[]): TrackBestLap[] {
  const best = new Map<string, TrackBestLap>();
  for (const race of races) {
    if (race.bestLapMs === null) continue;
    const lap: TrackBestLap = {
      trackKey: race.trackKey,
      trackName: race.trackName,
      bestLapMs: race.bestLapMs,
      date: race.date,
      carName: race.carName,
    };
    const current = best.get(race.trackKey);
    if (!current || beats(lap, current)) best.set(race.trackKey, lap);
  }
  return [...best.values()];
}

/**
 * The profile's statistics (spec): wins, podiums, races, distinct tracks, average and best
 * finish, win and podium rate of all races to one decimal, and the best lap per track by track
 * name.
 */
export function profileStatistics(totals: RaceTotals, bestLaps: readonly TrackBestLap[]): ProfileStatistics {
  return {
    totalRaces: totals.totalRaces,
    wins: totals.wins,
    podiums: totals.podiums,
    distinctTracks: totals.distinctTracks,
    averageFinish: averageToOneDecimal(totals.finishSum, totals.finishedRaces),
    bestFinish: totals.bestFinish,
    winRate: percentToOneDecimal(totals.wins, totals.totalRaces),
    podiumRate: percentToOneDecimal(totals.podiums, totals.totalRaces),
    bestLaps: [...bestLaps]
      .sort((a, b) => compareText(a.trackName, b.trackName) || compareText(a.trackKey, b.trackKey))
      .map(({ trackName, bestLapMs, date, carName }) => ({
        trackName,
        bestLapMs,
        bestLapTime: formatLapTime(bestLapMs),
        date,
        carName,
      })),
  };
}

/** The statistics of a list of races. */
export function computeProfileStatistics(races: readonly ProfileRace[]): ProfileStatistics {
  return profileStatistics(totalRaces(races), bestLapsPerTrack(races));
}

/** '12.5%', or '—' when there is no rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${rate.toFixed(1)}%`;
}

/** 'P3', or '—' when there is no position. */
export function formatPosition(position: number | null): string {
  return position === null ? '—' : `P${position}`;
}
