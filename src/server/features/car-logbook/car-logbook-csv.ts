import { logbookCsvHeader, logbookKindLabels } from '@shared/car-logbook/car-logbook.rules';
import { toCsv } from '@shared/lib/csv';
import { formatDate } from '@shared/lib/dates';
import { milesToDisplay } from '@shared/preferences/preferences.rules';
import type { CarLogbook } from './car-logbook.service';

/**
 * The logbook as CSV text: a byte-order mark (so spreadsheets read UTF-8), the header, then one
 * row per history entry, a page of rows per chunk as the history is read. Fields go through
 * `toCsv` (RFC 4180 quoting, formulas defused).
 */
export async function* streamLogbookCsv(logbook: CarLogbook): AsyncGenerator<string> {
  const metric = logbook.distanceUnit === 'km';
  yield '\uFEFF' + toCsv([logbookCsvHeader(logbook.distanceUnit)]);
  for await (const page of logbook.pages()) {
    if (page.entries.length === 0) continue;
    yield toCsv(
      page.entries.map((entry) => [
        formatDate(entry.date),
        logbookKindLabels[entry.kind],
        entry.title,
        entry.details,
        entry.hours === null ? null : Number(entry.hours.toFixed(1)),
        entry.distanceMiles === null ? null : Number(milesToDisplay(entry.distanceMiles, metric).toFixed(1)),
        entry.by,
      ]),
    );
  }
}
