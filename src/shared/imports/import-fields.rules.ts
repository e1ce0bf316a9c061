/**
 * What every kind's row rule is made of: its fields (with the header names they are guessed
 * from), the cells of a row by field, and the zod issues of a form's schema named by field.
 */
import type { z } from 'zod';
import type { ImportRowError } from './imports.contract';
import { importDateOf, importNumberOf } from './import-values.rules';

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Other header names the column may have (compared lower-cased, spaces, _ and - alike). */
  aliases: readonly string[];
}

export const field = (key: string, label: string, aliases: readonly string[] = [], required = false): ImportField => ({
  key,
  label,
  required,
  aliases,
});

/** A row's cells by field key, trimmed; '' for a field no column is mapped to. */
export type ImportCells = Record<string, string>;

/** What a row would import, and the key it is matched by; or what is wrong with it. */
export type RowCheck<T> = { ok: true; value: T; key: string } | { ok: false; errors: ImportRowError[] };

export interface ImportKindRule<T> {
  fields: readonly ImportField[];
  checkRow(cells: ImportCells): RowCheck<T>;
}

/** Collects a row's errors, one per field and message. */
export class RowErrors {
  readonly list: ImportRowError[] = [];

  add(fieldKey: string | null, message: string): void {
    if (!this.list.some((e) => e.field === fieldKey && e.message === message))
      this.list.push({ field: fieldKey, message });
  }

  /** The issues of a failed schema check, named by the import field each schema path maps to. */
  addIssues(error: z.ZodError, fieldOf: Record<string, string>): void {
    for (const issue of error.issues) {
      const path = String(issue.path[0] ?? '');
      this.add(fieldOf[path] ?? null, issue.message);
    }
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

/** A cell that is '' stays out of a form's input (the form's default applies). */
export const blankToNull = (text: string): string | null => (text === '' ? null : text);

/** A number cell: null when blank; a named error when it is not a number. */
export function numberCell(cells: ImportCells, key: string, label: string, errors: RowErrors): number | null {
  const text = cells[key] ?? '';
  if (text === '') return null;
  const value = importNumberOf(text);
  if (value === null) errors.add(key, `${label} must be a number`);
  return value;
}

/** A date cell as ISO: null when blank; a named error when it is not a date. */
export function dateCell(cells: ImportCells, key: string, label: string, errors: RowErrors): string | null {
  const text = cells[key] ?? '';
  if (text === '') return null;
  const value = importDateOf(text);
  if (value === null) errors.add(key, `${label} must be a date such as 1/31/2024 or 2024-01-31`);
  return value;
}
