/**
 * The import flow's pure rules: each kind's fields and row rule, the mapping of a file's columns
 * to fields (guessed from the headers, or chosen), the hash a team's saved mappings are keyed by,
 * and who may import which kind.
 */
import type { TeamAction } from '../auth/permissions.rules';
import { carImportRule } from './car-import.rules';
import { clientImportRule } from './client-import.rules';
import { driverImportRule } from './driver-import.rules';
import type { ImportCells, ImportField, ImportKindRule } from './import-fields.rules';
import { importMessages, type ImportFieldInfo, type ImportKind, type ImportMapping } from './imports.contract';
import { meterReadingImportRule } from './meter-reading-import.rules';
import { serviceRecordImportRule } from './service-record-import.rules';
import { trackImportRule } from './track-import.rules';

export const importKindRules = {
  clients: clientImportRule,
  cars: carImportRule,
  'service-records': serviceRecordImportRule,
  'meter-readings': meterReadingImportRule,
  drivers: driverImportRule,
  tracks: trackImportRule,
} satisfies Record<ImportKind, ImportKindRule<unknown>>;

/** Who may import each kind: one row of the `can()` table per action. */
export const importActions: Record<ImportKind, TeamAction> = {
  clients: 'import_clients',
  cars: 'import_records',
  'service-records': 'import_car_history',
  'meter-readings': 'import_car_history',
  drivers: 'import_records',
  tracks: 'import_records',
};

export function importFieldsOf(kind: ImportKind): readonly ImportField[] {
  return importKindRules[kind].fields;
}

export function importFieldInfo(kind: ImportKind): ImportFieldInfo[] {
  return importFieldsOf(kind).map(({ key, label, required }) => ({ key, label, required }));
}

/** A header as compared: lower case, spaces, _ and - alike, no BOM, no punctuation around it. */
export function headerName(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/[.:#*()]+/g, '')
    .trim();
}

/**
 * The field each column is guessed to be, from its header: a field's label or key, then its other
 * names; a field is given to the first column that names it.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const fields = importFieldsOf(kind);
  const taken = new Set<string>();
  const byName = (name: string, names: (f: ImportField) => string[]) =>
    fields.find((f) => !taken.has(f.key) && names(f).includes(name));
  const first = headers.map((header) => {
    const name = headerName(header);
    const match = byName(name, (f) => [headerName(f.label), headerName(f.key)]);
    if (match) taken.add(match.key);
    return match?.key ?? null;
  });
  return headers.map((header, index) => {
    if (first[index]) return first[index] ?? null;
    const match = byName(headerName(header), (f) => f.aliases.map(headerName));
    if (match) taken.add(match.key);
    return match?.key ?? null;
  });
}

/** What is wrong with a mapping for the file's headers: unknown or repeated fields, required ones left out. */
export function mappingErrors(kind: ImportKind, headers: readonly string[], mapping: ImportMapping): string[] {
  if (mapping.length !== headers.length) return [importMessages.mappingLength];
  const fields = importFieldsOf(kind);
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const key of mapping) {
    if (key === null) continue;
    const f = fields.find((candidate) => candidate.key === key);
    if (!f) errors.push(`"${key}" is not a field of this import`);
    else if (seen.has(key)) errors.push(importMessages.mappedTwice(f.label));
    seen.add(key);
  }
  const missing = fields.filter((f) => f.required && !seen.has(f.key)).map((f) => f.label);
  if (missing.length > 0) errors.push(importMessages.unmapped(missing));
  return errors;
}

/** A record's cells by field, trimmed; '' for the fields no column is mapped to. */
export function cellsOf(kind: ImportKind, record: readonly string[], mapping: ImportMapping): ImportCells {
  const cells: ImportCells = Object.fromEntries(importFieldsOf(kind).map((f) => [f.key, '']));
  mapping.forEach((key, index) => {
    if (key !== null) cells[key] = (record[index] ?? '').trim();
  });
  return cells;
}

/**
 * The key a team's saved mappings are kept by: 16 hex digits of FNV-1a (64 bits) over the
 * header row as compared, so a file of the same shape finds the mapping chosen for the last one.
 */
export function headerHashOf(kind: ImportKind, headers: readonly string[]): string {
  let hash = 0xcbf29ce484222325n;
  const text = [kind, ...headers.map(headerName)].join('\u001f');
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
