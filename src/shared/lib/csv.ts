/** CSV written for spreadsheets: every export goes through `toCsv`. */

/** What a spreadsheet may run as a formula when a cell starts with it (OWASP, CSV injection). */
const formulaStart = /^[=+\-@|\t\r]/;

/**
 * One CSV field (RFC 4180) that no spreadsheet runs as a formula (OWASP, CSV injection): text
 * starting with =, +, -, @, | (a DDE call), a tab or a carriage return gets a leading apostrophe
 * and is quoted, whatever follows (a phone number such as +1 555 … included). A field holding a
 * comma, a semicolon (the separator in some locales), a quote, a line break or edge spaces is
 * quoted, with quotes doubled. Numbers, which the server computed, are written as they are.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  if (formulaStart.test(value)) return quoted(`'${value}`);
  if (/[",;\r\n]/.test(value) || /^\s|\s$/.test(value)) return quoted(value);
  return value;
}

/** Rows of fields as CSV text with CRLF line endings. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
