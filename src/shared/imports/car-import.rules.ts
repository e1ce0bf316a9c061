/**
 * A row of a car list (the car form's fields), also the car on a row of a client list. VIN and
 * plate have no field of their own on the car: they go into its description.
 */
import { carInputSchema, type CarValues } from '../cars/cars.contract';
import {
  field,
  dateCell,
  numberCell,
  RowErrors,
  type ImportCells,
  type ImportField,
  type ImportKindRule,
} from './import-fields.rules';
import { rowKey } from './import-values.rules';

export const carImportFields: readonly ImportField[] = [
  field('name', 'Name', ['car', 'car name', 'vehicle', 'vehicle name'], true),
  field('year', 'Year', ['model year']),
  field('make', 'Make', ['manufacturer']),
  field('model', 'Model'),
  field('color', 'Color', ['colour']),
  field('transponderNumber', 'Transponder', ['transponder', 'transponder number']),
  field('vin', 'VIN', ['vin number', 'chassis']),
  field('plate', 'Plate', ['license plate', 'licence plate', 'registration', 'tag']),
  field('miles', 'Miles', ['odometer', 'mileage']),
  field('hours', 'Hours', ['engine hours']),
  field('purchaseDate', 'Purchase date', ['purchased']),
  field('weight', 'Weight (lbs)', ['weight']),
  field('horsepower', 'Horsepower', ['hp']),
  field('description', 'Description', ['notes']),
  field('logbookExpiration', 'Logbook expiration', ['logbook expires']),
  field('beltsExpiration', 'Belts expiration', ['belts expire']),
  field('fireBottleExpiration', 'Fire bottle expiration', ['fire bottle expires']),
];

/** The car's name: as given, else year, make and model. */
export function carNameOf(name: string, year: string, make: string, model: string): string {
  return name || [year, make, model].filter(Boolean).join(' ');
}

/** VIN and plate go into the car's description, after what it says. */
export function carDescriptionOf(description: string, vin: string, plate: string): string | null {
  const lines = [description, vin && `VIN: ${vin}`, plate && `Plate: ${plate}`].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Schema path → import field of a car row (`prefix` names the car's columns on a client row). */
const carFieldOf = (prefix: (key: string) => string): Record<string, string> =>
  Object.fromEntries(
    [
      'name',
      'make',
      'model',
      'year',
      'color',
      'description',
      'miles',
      'hours',
      'purchaseDate',
      'weight',
      'horsepower',
      'transponderNumber',
      'logbookExpiration',
      'beltsExpiration',
      'fireBottleExpiration',
    ].map((key) => [key, prefix(key)]),
  );

/**
 * The car a row describes, checked with the car form's schema; errors are named by the row's
 * fields (`prefix(key)`). `clientId` is set by the caller when the car is a client's.
 */
export function checkCarCells(
  cells: ImportCells,
  prefix: (key: string) => string,
  errors: RowErrors,
): { values: CarValues; key: string } | null {
  const text = (key: string) => cells[prefix(key)] ?? '';
  const name = carNameOf(text('name'), text('year'), text('make'), text('model'));
  const input = {
    name,
    make: text('make'),
    model: text('model'),
    year: numberCell(cells, prefix('year'), 'Year', errors),
    color: text('color'),
    description: carDescriptionOf(text('description'), text('vin'), text('plate')),
    miles: numberCell(cells, prefix('miles'), 'Miles', errors),
    hours: numberCell(cells, prefix('hours'), 'Hours', errors),
    purchaseDate: dateCell(cells, prefix('purchaseDate'), 'Purchase date', errors),
    weight: numberCell(cells, prefix('weight'), 'Weight', errors),
    horsepower: numberCell(cells, prefix('horsepower'), 'Horsepower', errors),
    transponderNumber: text('transponderNumber'),
    logbookExpiration: dateCell(cells, prefix('logbookExpiration'), 'Logbook expiration', errors),
    beltsExpiration: dateCell(cells, prefix('beltsExpiration'), 'Belts expiration', errors),
    fireBottleExpiration: dateCell(cells, prefix('fireBottleExpiration'), 'Fire bottle expiration', errors),
  };
  const parsed = carInputSchema.safeParse(input);
  if (!parsed.success) {
    errors.addIssues(parsed.error, carFieldOf(prefix));
    return null;
  }
  const v = parsed.data;
  return { values: v, key: rowKey(v.name, v.year, v.make, v.model, text('vin'), text('plate'), v.transponderNumber) };
}

export const carImportRule: ImportKindRule<CarValues> = {
  fields: carImportFields,
  checkRow(cells) {
    const errors = new RowErrors();
    const car = checkCarCells(cells, (key) => key, errors);
    if (!car || !errors.empty) return { ok: false, errors: errors.list };
    return { ok: true, value: car.values, key: car.key };
  },
};
