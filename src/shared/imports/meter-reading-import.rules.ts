/**
 * A row of a car's meter readings (LubeLogger's odometer-record export: Date, Odometer, Notes;
 * hours when the file has them). The odometer is the car's distance, in miles.
 */
import { formatDate } from '../lib/dates';
import { inputBounds } from '../lib/input-bounds';
import { formatNumber } from '../lib/number-format';
import { field, dateCell, numberCell, RowErrors, type ImportKindRule } from './import-fields.rules';
import { rowKey } from './import-values.rules';

export interface MeterReadingImportRow {
  date: string;
  distance: number;
  /** Null: the hours the car's log read on that date. */
  hours: number | null;
  note: string | null;
}

export const meterReadingImportRule: ImportKindRule<MeterReadingImportRow> = {
  fields: [
    field('date', 'Date', ['reading date'], true),
    field('odometer', 'Odometer', ['mileage', 'miles', 'distance', 'odometer reading'], true),
    field('hours', 'Hours', ['engine hours', 'hour meter']),
    field('notes', 'Notes', ['note', 'comments']),
  ],
  checkRow(cells) {
    const errors = new RowErrors();
    const date = dateCell(cells, 'date', 'Date', errors);
    if ((cells.date ?? '') === '') errors.add('date', 'Date is required');
    const distance = numberCell(cells, 'odometer', 'Odometer', errors);
    if ((cells.odometer ?? '') === '') errors.add('odometer', 'Odometer is required');
    if (distance !== null && (distance < inputBounds.miles.min || distance > inputBounds.miles.max)) {
      errors.add('odometer', `Odometer must be from 0 to ${formatNumber(inputBounds.miles.max)}`);
    }
    const hours = numberCell(cells, 'hours', 'Hours', errors);
    if (hours !== null && (hours < inputBounds.hours.min || hours > inputBounds.hours.max)) {
      errors.add('hours', `Hours must be from 0 to ${formatNumber(inputBounds.hours.max)}`);
    }
    const note = cells.notes ?? '';
    if (note.length > 1000) errors.add('notes', 'At most 1000 characters');
    if (!errors.empty || date === null || distance === null) return { ok: false, errors: errors.list };
    return { ok: true, value: { date, distance, hours, note: note || null }, key: rowKey(date, distance) };
  },
};

/** A reading as the car's log orders it: by date. */
export interface DatedMeter {
  date: string;
  hours: number;
  miles: number;
}

/**
 * Where imported readings land in the car's log (docs/decisions/027-imports.md): in date order
 * among the readings already there. Each must not be lower than the reading before it, whether
 * that one was there or is imported too; a reading without hours takes the hours read before it.
 * Answers the hours of each reading (in `readings` order) and the errors by index.
 */
export function placeReadings(
  existing: readonly DatedMeter[],
  readings: readonly MeterReadingImportRow[],
): { hours: number[]; errors: Map<number, string> } {
  type Entry = { date: string; hours: number | null; miles: number; index: number | null };
  const entries: Entry[] = [
    ...existing.map((e) => ({ date: e.date, hours: e.hours, miles: e.miles, index: null })),
    ...readings.map((r, index) => ({ date: r.date, hours: r.hours, miles: r.distance, index })),
  ];
  // By date; on the same day, what was there first, then the file's order.
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : (a.index ?? -1) - (b.index ?? -1)));
  const hours: number[] = readings.map(() => 0);
  const errors = new Map<number, string>();
  let before: { date: string; hours: number; miles: number } | null = null;
  for (const entry of entries) {
    const entryHours: number = entry.hours ?? before?.hours ?? 0;
    if (entry.index !== null) {
      hours[entry.index] = entryHours;
      if (before && entry.miles < before.miles) {
        errors.set(
          entry.index,
          `Odometer ${formatNumber(entry.miles)} is lower than ${formatNumber(before.miles)} on ${formatDate(before.date)}`,
        );
        continue;
      }
      if (before && entryHours < before.hours) {
        errors.set(
          entry.index,
          `Hours ${formatNumber(entryHours)} are lower than ${formatNumber(before.hours)} on ${formatDate(before.date)}`,
        );
        continue;
      }
    }
    before = { date: entry.date, hours: entryHours, miles: entry.miles };
  }
  return { hours, errors };
}
