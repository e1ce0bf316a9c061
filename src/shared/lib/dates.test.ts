import { describe, expect, it } from 'vitest';
import {
  acceptedToday,
  addDaysIso,
  addYearsIso,
  daysBetweenIso,
  formatDate,
  formatTime,
  isValidIsoDate,
  parseUsDate,
  todayIso,
} from './dates';

describe('calendar dates', () => {
  it('checks ISO dates for real days', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-2-1')).toBe(false);
  });
  it('adds days and years across month and leap boundaries', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addYearsIso('2026-11-21', 1)).toBe('2027-11-21');
    expect(daysBetweenIso('2026-11-21', '2026-12-21')).toBe(30);
    expect(daysBetweenIso('2026-11-21', '2026-11-20')).toBe(-1);
  });
  it('formats MM/DD/YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate(null)).toBe('');
  });
  it('parses dates typed as MM/DD/YYYY or ISO', () => {
    expect(parseUsDate('3/7/2026')).toBe('2026-03-07');
    expect(parseUsDate(' 12/31/2026 ')).toBe('2026-12-31');
    expect(parseUsDate('2026-03-07')).toBe('2026-03-07');
    expect(parseUsDate('02/30/2026')).toBeNull();
    expect(parseUsDate('03/07')).toBeNull();
  });
});

describe("the user's today on the server", () => {
  const noonUtc = new Date(Date.UTC(2026, 2, 15, 12, 0, 0));

  it('takes a day that is today somewhere on Earth', () => {
    expect(acceptedToday('2026-03-15', noonUtc)).toBe('2026-03-15');
    expect(acceptedToday('2026-03-16', noonUtc)).toBe('2026-03-16');
    expect(acceptedToday('2026-03-15', new Date(Date.UTC(2026, 2, 15, 11, 0, 0)))).toBe('2026-03-15');
  });

  it('moves a day no time zone has yet, or any more, to the nearest one', () => {
    expect(acceptedToday('2026-03-20', noonUtc)).toBe('2026-03-16');
    expect(acceptedToday('2026-03-10', noonUtc)).toBe('2026-03-15');
    expect(acceptedToday('2026-03-14', new Date(Date.UTC(2026, 2, 15, 13, 0, 0)))).toBe('2026-03-15');
  });

  it("uses the server's day without one", () => {
    expect(acceptedToday(undefined, noonUtc)).toBe(todayIso(noonUtc));
  });
});

describe('formatTime', () => {
  it('writes the local time on a 12-hour clock, as en-US does', () => {
    const at = (hours: number, minutes: number) => new Date(2026, 2, 7, hours, minutes);
    expect(formatTime(at(0, 5))).toBe('12:05 AM');
    expect(formatTime(at(9, 30))).toBe('9:30 AM');
    expect(formatTime(at(12, 0))).toBe('12:00 PM');
    expect(formatTime(at(23, 59))).toBe('11:59 PM');
    for (let hour = 0; hour < 24; hour++) {
      const intl = at(hour, 7).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
      expect(formatTime(at(hour, 7))).toBe(intl.replace(/\s/g, ' '));
    }
  });

  it('writes nothing for a timestamp that is not one', () => {
    expect(formatTime('not a time')).toBe('');
  });
});
