import { getTableConfig } from 'drizzle-orm/pg-core';
import { AppError } from '@shared/lib/app-error';
import { dollarsLabel, type Bound } from '@shared/lib/input-bounds';
import { formatNumber } from '@shared/lib/number-format';
import { databaseErrorOf, teamTables } from './references';
import { rangeCheckBounds } from './schema/columns';

/** A column a CHECK constraint holds, as a request body spells it and a message names it. */
interface CheckedColumn {
  field: string;
  label: string;
  /** The range of a `rangeChecks` constraint; none for a list of allowed values. */
  bound?: Bound;
}

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** "currentStock" → "Current stock"; an amount in cents is named without its unit ("Unit cost"). */
function labelOf(field: string): string {
  const words = field
    .replace(/Cents$/, '')
    .replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every CHECK constraint of the schema by name, with the column it holds: range checks are
 * named `<table>_<column>_range` (`rangeCheck`), lists of allowed values `<table>_<column>_check`.
 */
export const checkedColumns: ReadonlyMap<string, CheckedColumn> = new Map(
  teamTables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.checks.flatMap(({ name }) => {
      const column = config.columns.find(
        (c) => name === `${config.name}_${toSnake(c.name)}_range` || name === `${config.name}_${toSnake(c.name)}_check`,
      );
      if (!column) return [];
      const bound = rangeCheckBounds.get(name);
      const checked: CheckedColumn = { field: column.name, label: labelOf(column.name), ...(bound ? { bound } : {}) };
      return [[name, checked] as const];
    });
  }),
);

function rangeMessage({ field, label, bound }: CheckedColumn): string {
  if (!bound) return `${label} is not one of the allowed values`;
  const show = field.endsWith('Cents') ? dollarsLabel : (value: number) => formatNumber(value);
  return `${label} must be between ${show(bound.min)} and ${show(bound.max)}`;
}

const fieldError = (field: string | undefined, message: string) =>
  AppError.validation(message, field ? { [field]: message } : undefined);

/**
 * The answer to a write the database refused for a value it cannot hold: a CHECK (23514), a
 * required column left empty (23502), a number too large for its column (22003) or a text too
 * long for it (22001). Each is the client's bad input, never a 500: 400 with a message naming
 * the field where the error says which column it was.
 */
export function constraintErrorOf(err: unknown): AppError | undefined {
  const error = databaseErrorOf(err);
  switch (error?.code) {
    case '23514': {
      const checked = typeof error.constraint === 'string' ? checkedColumns.get(error.constraint) : undefined;
      if (!checked) return AppError.validation('A value is outside the range this record allows');
      return fieldError(checked.field, rangeMessage(checked));
    }
    case '23502': {
      const field = typeof error.column === 'string' ? toCamel(error.column) : undefined;
      return fieldError(field, field ? `${labelOf(field)} is required` : 'A required value is missing');
    }
    case '22003':
      return AppError.validation('A number is too large to be stored');
    case '22001':
      return AppError.validation('A text is too long to be stored');
    default:
      return undefined;
  }
}
