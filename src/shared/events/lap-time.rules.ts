/**
 * Lap times. Stored as whole milliseconds (for comparisons) beside the text shown to people.
 * The post-session form builds a lap from minutes (0-9), seconds (0-59) and milliseconds
 * (0-999), and only when minutes or seconds are given.
 */

export const lapTimeLimits = {
  minutes: { min: 0, max: 9 },
  seconds: { min: 0, max: 59 },
  milliseconds: { min: 0, max: 999 },
} as const;

export type LapTimePart = keyof typeof lapTimeLimits;

/** A form's raw values: a number, or blank ('' / null / undefined). */
export type LapTimeParts = Partial<Record<LapTimePart, number | '' | null>>;

export const lapTimeMessages: Record<LapTimePart, string> = {
  minutes: 'Minutes must be a whole number from 0 to 9',
  seconds: 'Seconds must be a whole number from 0 to 59',
  milliseconds: 'Milliseconds must be a whole number from 0 to 999',
};

function isBlank(value: number | '' | null | undefined): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/** The message for each out-of-range part (empty when every given part is fine). */
export function lapTimePartsErrors(parts: LapTimeParts): Partial<Record<LapTimePart, string>> {
  const errors: Partial<Record<LapTimePart, string>> = {};
  for (const part of Object.keys(lapTimeLimits) as LapTimePart[]) {
    const value = parts[part];
    if (isBlank(value)) continue;
    const { min, max } = lapTimeLimits[part];
    if (!Number.isInteger(value) || value < min || value > max) errors[part] = lapTimeMessages[part];
  }
  return errors;
}

/**
 * The lap in milliseconds, or null when neither minutes nor seconds are given (milliseconds
 * alone do not make a lap). Blank parts count as 0. Throws a RangeError for a part out of range.
 */
export function buildLapTimeMs(parts: LapTimeParts): number | null {
  if (isBlank(parts.minutes) && isBlank(parts.seconds)) return null;
  const errors = lapTimePartsErrors(parts);
  const first = Object.values(errors)[0];
  if (first) throw new RangeError(first);
  const value = (part: LapTimePart) => {
    const v = parts[part];
    return isBlank(v) ? 0 : v;
  };
  return value('minutes') * 60_000 + value('seconds') * 1000 + value('milliseconds');
}

/** Splits milliseconds back into the form's parts (minutes may exceed 9 for long laps). */
export function lapTimeParts(ms: number): { minutes: number; seconds: number; milliseconds: number } {
  const whole = Math.max(0, Math.round(ms));
  return {
    minutes: Math.floor(whole / 60_000),
    seconds: Math.floor((whole % 60_000) / 1000),
    milliseconds: whole % 1000,
  };
}

/** 'm:ss.mmm' (e.g. 1:23.456), or 'h:mm:ss.mmm' for an hour or more. */
export function formatLapTime(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const millis = whole % 1000;
  const tail = `${String(seconds).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${tail}` : `${minutes}:${tail}`;
}

const lapPattern = /^(?:(\d+):)?(\d+):(\d{2})(?:\.(\d{1,3}))?$/;

/**
 * Reads 'm:ss.mmm' or 'h:mm:ss.mmm' (the fraction may have 1 to 3 digits or be left out)
 * into milliseconds; null when the text is not a lap time.
 */
export function parseLapTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = lapPattern.exec(text.trim());
  if (!match) return null;
  const [, h, m, s, fraction] = match;
  const hours = h === undefined ? 0 : Number(h);
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds > 59 || (h !== undefined && minutes > 59)) return null;
  const millis = fraction === undefined ? 0 : Number(fraction.padEnd(3, '0'));
  return hours * 3_600_000 + minutes * 60_000 + seconds * 1000 + millis;
}
