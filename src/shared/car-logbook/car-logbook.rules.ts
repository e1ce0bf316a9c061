/**
 * A car's logbook: its whole history to take away (a buyer, an insurer, a tech inspector), as a
 * PDF with a table per section and as a CSV with one row per entry. Pure: the server fills it.
 */

/** The sections of the logbook, in the order both files list them. */
export const logbookKinds = [
  'reading',
  'session',
  'service-item',
  'service-reset',
  // Tracked components: each installation on the car, with its removal.
  'component',
  'repair',
  'damage',
  'inspection',
  'result',
] as const;

export type LogbookKind = (typeof logbookKinds)[number];

/** A section's heading in the PDF. */
export const logbookSectionTitles: Record<LogbookKind, string> = {
  reading: 'Meter readings',
  session: 'Sessions',
  'service-item': 'Service items',
  'service-reset': 'Service resets',
  component: 'Installed components',
  repair: 'Repairs',
  damage: 'Damage reports',
  inspection: 'Inspections',
  result: 'Race results',
};

/** An entry's kind in the CSV's Kind column. */
export const logbookKindLabels: Record<LogbookKind, string> = {
  reading: 'Meter reading',
  session: 'Session',
  'service-item': 'Service item',
  'service-reset': 'Service reset',
  component: 'Component',
  repair: 'Repair',
  damage: 'Damage report',
  inspection: 'Inspection',
  result: 'Race result',
};

/** One line of the history. Distance is in miles, as stored; `date` is an ISO date or timestamp. */
export interface LogbookEntry {
  kind: LogbookKind;
  date: string | null;
  title: string;
  details: string;
  hours: number | null;
  distanceMiles: number | null;
  by: string | null;
}

/** The CSV's header row, with the distance in the reader's unit. */
export function logbookCsvHeader(distanceUnit: 'miles' | 'km'): string[] {
  return ['Date', 'Kind', 'Title', 'Details', 'Hours', `Distance (${distanceUnit === 'km' ? 'km' : 'mi'})`, 'By'];
}

/** Letters with no decomposition that a file name spells in ASCII. */
const asciiLetters: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
};

/**
 * The logbook's file name from the car's name: "Zażółć #7" → "Zazolc-7-logbook.pdf" as the ASCII
 * fallback of Content-Disposition; `unicode` keeps the name's own letters (for `filename*`).
 */
export function logbookFileName(carName: string, extension: 'pdf' | 'csv'): { ascii: string; unicode: string } {
  const words = (text: string) =>
    text
      .replace(/[\\/:*?"<>|]+|\p{Cc}+/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .join('-');
  const ascii = words(
    carName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/./gu, (ch) => asciiLetters[ch] ?? ch)
      .replace(/[^A-Za-z0-9 ._-]+/g, ' '),
  ).replace(/^[.-]+/, '');
  const base = (name: string) => (name ? `${name.slice(0, 80)}-logbook` : 'logbook');
  return { ascii: `${base(ascii)}.${extension}`, unicode: `${base(words(carName.normalize('NFC')))}.${extension}` };
}

/** A Content-Disposition header that saves the file under its name in every browser (RFC 6266). */
export function logbookContentDisposition(carName: string, extension: 'pdf' | 'csv'): string {
  const { ascii, unicode } = logbookFileName(carName, extension);
  const encoded = encodeURIComponent(unicode).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
