import { describe, expect, it } from 'vitest';
import {
  buildLapTimeMs,
  formatLapTime,
  lapTimeMessages,
  lapTimeParts,
  lapTimePartsErrors,
  parseLapTime,
} from './lap-time.rules';

describe('buildLapTimeMs', () => {
  it('builds a lap from minutes, seconds and milliseconds', () => {
    expect(buildLapTimeMs({ minutes: 1, seconds: 23, milliseconds: 456 })).toBe(83_456);
    expect(buildLapTimeMs({ minutes: 9, seconds: 59, milliseconds: 999 })).toBe(599_999);
    expect(buildLapTimeMs({ minutes: 0, seconds: 0, milliseconds: 0 })).toBe(0);
  });

  it('builds only when minutes or seconds are given; blank parts count as 0', () => {
    expect(buildLapTimeMs({})).toBeNull();
    expect(buildLapTimeMs({ minutes: '', seconds: null, milliseconds: 500 })).toBeNull();
    expect(buildLapTimeMs({ minutes: 2 })).toBe(120_000);
    expect(buildLapTimeMs({ seconds: 58, milliseconds: '' })).toBe(58_000);
  });

  it('refuses parts out of range: minutes 0-9, seconds 0-59, milliseconds 0-999', () => {
    expect(() => buildLapTimeMs({ minutes: 10, seconds: 0 })).toThrow(lapTimeMessages.minutes);
    expect(() => buildLapTimeMs({ minutes: 1, seconds: 60 })).toThrow(lapTimeMessages.seconds);
    expect(() => buildLapTimeMs({ minutes: 1, seconds: 0, milliseconds: 1000 })).toThrow(lapTimeMessages.milliseconds);
    expect(() => buildLapTimeMs({ minutes: -1, seconds: 0 })).toThrow(RangeError);
    expect(() => buildLapTimeMs({ minutes: 1.5, seconds: 0 })).toThrow(RangeError);
  });

  it('names every part that is out of range', () => {
    expect(lapTimePartsErrors({ minutes: 12, seconds: 75, milliseconds: 5 })).toEqual({
      minutes: lapTimeMessages.minutes,
      seconds: lapTimeMessages.seconds,
    });
    expect(lapTimePartsErrors({ minutes: '', seconds: 30 })).toEqual({});
  });
});

describe('formatLapTime', () => {
  it('formats m:ss.mmm', () => {
    expect(formatLapTime(83_456)).toBe('1:23.456');
    expect(formatLapTime(58_007)).toBe('0:58.007');
    expect(formatLapTime(599_999)).toBe('9:59.999');
    expect(formatLapTime(754_100)).toBe('12:34.100');
  });

  it('formats h:mm:ss.mmm from an hour on', () => {
    expect(formatLapTime(3_723_004)).toBe('1:02:03.004');
  });
});

describe('parseLapTime', () => {
  it('reads m:ss.mmm and h:mm:ss.mmm', () => {
    expect(parseLapTime('1:23.456')).toBe(83_456);
    expect(parseLapTime('0:58.007')).toBe(58_007);
    expect(parseLapTime('1:02:03.004')).toBe(3_723_004);
    expect(parseLapTime(' 1:23 ')).toBe(83_000);
    expect(parseLapTime('1:23.4')).toBe(83_400);
  });

  it('gives null for anything else', () => {
    for (const bad of ['', null, undefined, '83.456', '1:60.000', '1:5.000', 'abc', '1:23.4567', '1:61:00.000']) {
      expect(parseLapTime(bad)).toBeNull();
    }
  });

  it('round-trips with formatLapTime and lapTimeParts', () => {
    for (const ms of [0, 1, 61_001, 83_456, 599_999, 3_723_004]) {
      expect(parseLapTime(formatLapTime(ms))).toBe(ms);
    }
    const parts = lapTimeParts(83_456);
    expect(parts).toEqual({ minutes: 1, seconds: 23, milliseconds: 456 });
    expect(buildLapTimeMs(parts)).toBe(83_456);
  });
});
