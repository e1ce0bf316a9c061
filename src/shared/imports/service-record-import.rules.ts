/**
 * A row of a car's service history (LubeLogger's service-record export: Date, Odometer,
 * Description, Notes, Cost). Each becomes a completed repair of the car on that date, with its
 * cost; the odometer is written into the repair's notes.
 */
import { inputBounds } from '../lib/input-bounds';
import { formatNumber } from '../lib/number-format';
import { field, dateCell, numberCell, RowErrors, type ImportKindRule } from './import-fields.rules';
import { importCentsOf, rowKey } from './import-values.rules';

export interface ServiceRecordImportRow {
  date: string;
  odometer: number | null;
  title: string;
  notes: string | null;
  costCents: number | null;
}

/** The longest title a repair has: a longer description keeps its whole text in the notes. */
const maxTitle = 200;

export const serviceRecordImportRule: ImportKindRule<ServiceRecordImportRow> = {
  fields: [
    field('date', 'Date', ['service date', 'date performed'], true),
    field('odometer', 'Odometer', ['mileage', 'miles', 'odometer reading']),
    field('description', 'Description', ['service', 'title', 'work done', 'item'], true),
    field('notes', 'Notes', ['note', 'comments']),
    field('cost', 'Cost', ['price', 'amount', 'total', 'total cost']),
  ],
  checkRow(cells) {
    const errors = new RowErrors();
    const date = dateCell(cells, 'date', 'Date', errors);
    if ((cells.date ?? '') === '') errors.add('date', 'Date is required');
    const description = cells.description ?? '';
    if (description === '') errors.add('description', 'Description is required');
    const odometer = numberCell(cells, 'odometer', 'Odometer', errors);
    if (odometer !== null && (odometer < inputBounds.miles.min || odometer > inputBounds.miles.max)) {
      errors.add('odometer', `Odometer must be from 0 to ${formatNumber(inputBounds.miles.max)}`);
    }
    let costCents: number | null = null;
    if ((cells.cost ?? '') !== '') {
      const cost = importCentsOf(cells.cost ?? '', 'Cost');
      if (!cost.ok) errors.add('cost', cost.message);
      else if (cost.cents < inputBounds.costCents.min || cost.cents > inputBounds.costCents.max) {
        errors.add('cost', `Cost must be from $0 to $${formatNumber(inputBounds.costCents.max / 100)}`);
      } else costCents = cost.cents;
    }
    if (!errors.empty || date === null) return { ok: false, errors: errors.list };
    const title = description.length > maxTitle ? `${description.slice(0, maxTitle - 1)}…` : description;
    const notes = [
      description.length > maxTitle ? description : '',
      cells.notes ?? '',
      odometer === null ? '' : `Odometer: ${formatNumber(odometer)}`,
    ].filter(Boolean);
    return {
      ok: true,
      value: { date, odometer, title, notes: notes.length > 0 ? notes.join('\n') : null, costCents },
      key: rowKey(date, odometer, description, costCents),
    };
  },
};
