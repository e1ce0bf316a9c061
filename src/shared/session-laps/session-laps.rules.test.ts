import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  detectLapFileFormat,
  formatConsistency,
  isPersonalBest,
  nextLapNumber,
  parseLapTimeText,
  readCsvRecords,
  readLapFile,
  summarizeLaps,
  type LapLike,
} from './session-laps.rules';

const lap = (lapNumber: number, lapMs: number, flags: Partial<LapLike> = {}): LapLike => ({
  lapNumber,
  lapMs,
  isOutLap: false,
  isInLap: false,
  ...flags,
});

describe('parseLapTimeText', () => {
  it.each([
    ['1:42.318', 102_318],
    ['102.318', 102_318],
    ['102,318', 102_318],
    ['1:42', 102_000],
    ['1:42.3', 102_300],
    ['59.9', 59_900],
    ['1.42.318', 102_318],
    ['1,42,5', 102_500],
    ['  2:05.010 ', 125_010],
    ['1:02:03.5', null],
    ['0:59:59.999', 3_599_999],
  ])('reads %s', (text, ms) => {
    expect(parseLapTimeText(text)).toBe(ms);
  });

  it.each([
    '',
    'abc',
    '1:60.000',
    '1:42.3189',
    '-1:42.318',
    '0',
    '0.000',
    '1:2:3:4',
    '60:00.000',
    '1.75.318',
    '1.4.318',
  ])('refuses %j', (text) => {
    expect(parseLapTimeText(text)).toBeNull();
  });
});

describe('summarizeLaps', () => {
  it('counts flying laps only: best, average and the standard deviation as consistency', () => {
    const laps = [
      lap(1, 130_000, { isOutLap: true }),
      lap(2, 102_000),
      lap(3, 101_000),
      lap(4, 103_000),
      lap(5, 140_000, { isInLap: true }),
    ];
    expect(summarizeLaps(laps)).toEqual({
      lapCount: 5,
      flyingLapCount: 3,
      bestLapMs: 101_000,
      bestLapNumber: 3,
      averageLapMs: 102_000,
      // sqrt(((0)^2 + 1000^2 + 1000^2) / 3) = 816.5
      consistencyMs: 816,
    });
  });

  it('gives the earlier lap on a tie and no consistency from one flying lap', () => {
    expect(summarizeLaps([lap(2, 100_000), lap(1, 100_000)])).toMatchObject({ bestLapNumber: 1, consistencyMs: 0 });
    expect(summarizeLaps([lap(1, 100_000)])).toMatchObject({ averageLapMs: 100_000, consistencyMs: null });
  });

  it('has no figures without a flying lap', () => {
    expect(summarizeLaps([lap(1, 120_000, { isOutLap: true })])).toEqual({
      lapCount: 1,
      flyingLapCount: 0,
      bestLapMs: null,
      bestLapNumber: null,
      averageLapMs: null,
      consistencyMs: null,
    });
  });

  it('formats consistency in seconds', () => {
    expect(formatConsistency(412)).toBe('± 0.412 s');
  });
});

describe('personal bests and numbering', () => {
  it('is a personal best only when it beats an earlier best', () => {
    expect(isPersonalBest(100_000, 101_000)).toBe(true);
    expect(isPersonalBest(101_000, 101_000)).toBe(false);
    expect(isPersonalBest(100_000, null)).toBe(false);
    expect(isPersonalBest(null, 101_000)).toBe(false);
  });

  it('numbers the next lap after the highest', () => {
    expect(nextLapNumber([])).toBe(1);
    expect(nextLapNumber([{ lapNumber: 4 }, { lapNumber: 2 }])).toBe(5);
  });
});

describe('reading lap files', () => {
  it('reads CSV records with quoted commas, doubled quotes, line breaks and a BOM', () => {
    expect(readCsvRecords('\uFEFFa,"b,c"\r\n\r\n"say ""hi""","x\ny"\nlast')).toEqual([
      { line: 1, cells: ['a', 'b,c'] },
      { line: 3, cells: ['say "hi"', 'x\ny'] },
      { line: 5, cells: ['last'] },
    ]);
  });

  it('reads a plain CSV without a header, refusing each bad row with its line and reason', () => {
    const file = readLapFile('1,1:45.100\n2,102.318\n3,abc\n2,1:40.000\nx,1:41.000\n4,\n5,1:39.5\n');
    expect(file.format).toBe('plain');
    expect(file.laps).toEqual([
      { row: 1, lapNumber: 1, lapMs: 105_100 },
      { row: 2, lapNumber: 2, lapMs: 102_318 },
      { row: 7, lapNumber: 5, lapMs: 99_500 },
    ]);
    expect(file.refused).toEqual([
      { row: 3, reason: '"abc" is not a lap time (like 1:42.318)' },
      { row: 4, reason: 'Lap 2 appears more than once' },
      { row: 5, reason: 'Lap number must be a whole number from 1 to 10000' },
      { row: 6, reason: 'The lap time is missing' },
    ]);
  });

  it('reads a plain CSV with a header naming its columns in any order', () => {
    const file = readLapFile('Lap time,Sector 1,Lap\n1:42.318,30.1,1\n1:41.900,30.0,2\n');
    expect(file.laps).toEqual([
      { row: 2, lapNumber: 1, lapMs: 102_318 },
      { row: 3, lapNumber: 2, lapMs: 101_900 },
    ]);
    expect(file.refused).toEqual([]);
  });

  it("reads RaceChrono's CSV v3 export: laps from the lap numbers' first samples, bad samples refused", () => {
    const text = readFileSync(new URL('./fixtures/racechrono-v3.csv', import.meta.url), 'utf8');
    expect(detectLapFileFormat(text)).toBe('racechrono');
    const file = readLapFile(text);
    expect(file.format).toBe('racechrono');
    // Lap 4 is not ended by a crossing and is left out; the samples before lap 1 are the out lap.
    expect(file.laps).toEqual([
      { row: 16, lapNumber: 1, lapMs: 102_318 },
      { row: 18, lapNumber: 2, lapMs: 101_582 },
      { row: 21, lapNumber: 3, lapMs: 101_221 },
    ]);
    expect(file.refused).toEqual([
      { row: 20, reason: 'The timestamp "not-a-time" is not a number' },
      { row: 23, reason: 'Lap number must be a whole number from 1 to 10000' },
    ]);
  });

  it('explains a RaceChrono file without samples by lap', () => {
    const file = readLapFile(
      'This file is created using RaceChrono v9 ( http://racechrono.com/ ).\nFormat,2\n\nTime,Speed\n',
    );
    expect(file.laps).toEqual([]);
    expect(file.refused).toEqual([{ row: 1, reason: 'No "timestamp" header row: export the session as CSV v3' }]);
  });
});
