/**
 * Calendar dates travel as ISO `YYYY-MM-DD` strings. "Today" is the user's local day,
 * so the browser computes it and passes it to the server where a rule depends on it.
 */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

function utcDayAtOffset(now: Date, hours: number): string {
  const shifted = new Date(now.getTime() + hours * 3_600_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/**
 * The user's "today" as a server rule may use it: the day the browser sent, if that day is
 * today somewhere on Earth right now (time zones run from UTC-12 to UTC+14), else the nearest
 * such day; without one, the server's own day.
 */
export function acceptedToday(claimed: string | null | undefined, now: Date = new Date()): string {
  if (!claimed) return todayIso(now);
  const earliest = utcDayAtOffset(now, -12);
  const latest = utcDayAtOffset(now, 14);
  if (claimed < earliest) return earliest;
  return claimed > latest ? latest : claimed;
}

export function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function isValidIsoDate(iso: string): boolean {
  if (!isoDatePattern.test(iso)) return false;
  const date = parseIsoDate(iso);
  return toIsoDate(date) === iso;
}

export function addDaysIso(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

export function addYearsIso(iso: string, years: number): string {
  const date = parseIsoDate(iso);
  date.setFullYear(date.getFullYear() + years);
  return toIsoDate(date);
}

/** Whole days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function daysBetweenIso(fromIso: string, toIso: string): number {
  const ms = parseIsoDate(toIso).getTime() - parseIsoDate(fromIso).getTime();
  return Math.round(ms / 86_400_000);
}

/** MM/DD/YYYY for a calendar date or a timestamp. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? (isoDatePattern.test(value) ? parseIsoDate(value) : new Date(value)) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** The local time of a timestamp as en-US shows it: "9:05 AM", "12:30 PM". */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date typed as MM/DD/YYYY (or already ISO) → 'YYYY-MM-DD', or null while it is not a real date. */
export function parseUsDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return isValidIsoDate(text.trim()) ? text.trim() : null;
  const [, m = '', d = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}
