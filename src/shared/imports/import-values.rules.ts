/**
 * How the cells of an imported file read: dates as spreadsheets and LubeLogger write them, numbers
 * with thousands separators, amounts in dollars. Pure; shared by every kind's row rules.
 */
import { parseUsDate } from '../lib/dates';
import { countOf, dollarsToCents } from '../inventory/inventory-import.rules';

/**
 * A calendar date as ISO YYYY-MM-DD from 'YYYY-MM-DD' or the US month-first 'M/D/YYYY' (LubeLogger's
 * export, a US spreadsheet); a time after it is ignored. Null when it is not a date that exists.
 */
export function importDateOf(text: string): string | null {
  return parseUsDate(text.trim().split(/[\sT]/)[0] ?? '');
}

/** A number as written in a spreadsheet ('12,345', '1234.5', '12 345'); null when it is not one. */
export function importNumberOf(text: string): number | null {
  return countOf(text.trim().replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, '$1'));
}

export type ImportCents = { ok: true; cents: number } | { ok: false; message: string };

/** Dollars ('$1,234.50', '1234.5', '12.5000') in whole cents. */
export function importCentsOf(text: string, label: string): ImportCents {
  const parsed = dollarsToCents(text.trim().replace(/(\.\d{2})0+$/, '$1'));
  if (parsed.ok) return { ok: true, cents: parsed.value };
  return {
    ok: false,
    message: parsed.reason === 'fraction' ? `${label} must be in whole cents` : `${label} must be an amount in dollars`,
  };
}

/** Text compared for sameness: trimmed, lower case, spaces collapsed. */
export function sameText(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The natural key of a row from its parts (unit separator between them). */
export function rowKey(...parts: (string | number | null | undefined)[]): string {
  return parts.map((part) => (typeof part === 'number' ? String(part) : sameText(part))).join('\u001f');
}
