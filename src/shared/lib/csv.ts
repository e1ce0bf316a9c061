/** CSV written for spreadsheets: every export goes through `toCsv`. */

/**
 * How a field that a spreadsheet would run as a formula is written: `defuse` (the default, for
 * files made to be opened in a spreadsheet) prefixes an apostrophe; `keep` writes the value as it
 * is, for a copy of the data meant to be read back by a program (the whole-account export,
 * docs/decisions/025), where any change to a value would be a loss.
 */
export interface CsvOptions {
  formulas?: 'defuse' | 'keep';
}

/** What a spreadsheet may run as a formula when a cell starts with it (OWASP, CSV injection). */
const formulaStart = /^[=+\-@|\t\r]/;

/**
 * One CSV field (RFC 4180) that no spreadsheet runs as a formula (OWASP, CSV injection): text
 * starting with =, +, -, @, | (a DDE call), a tab or a carriage return gets a leading apostrophe
 * and is quoted, whatever follows (a phone number such as +1 555 … included). A field holding a
 * comma, a semicolon (the separator in some locales), a quote, a line break or edge spaces is
 * quoted, with quotes doubled. Numbers, which the server computed, are written as they are.
 */
export function csvField(value: string | number | null | undefined, options: CsvOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  if (options.formulas !== 'keep' && formulaStart.test(value)) return quoted(`'${value}`);
  if (/[",;\r\n]/.test(value) || /^\s|\s$/.test(value)) return quoted(value);
  return value;
}

/** Rows of fields as CSV text with CRLF line endings. */
export function toCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  options: CsvOptions = {},
): string {
  return rows.map((row) => row.map((value) => csvField(value, options)).join(',')).join('\r\n') + '\r\n';
}
