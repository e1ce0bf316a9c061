/**
 * A row of a shop's customer list: the client (name, e-mail, phone, address) and, on the same row,
 * the client's car. A row that repeats a client's e-mail adds another car to the same client.
 */
import type { CarValues } from '../cars/cars.contract';
import { clientInputSchema, type ClientValues } from '../clients/clients.contract';
import { carImportFields, checkCarCells } from './car-import.rules';
import { field, RowErrors, type ImportField, type ImportKindRule } from './import-fields.rules';
import { rowKey, sameText } from './import-values.rules';

/** The car's fields on a client row: carName, carYear … */
const carKey = (key: string) => `car${key.charAt(0).toUpperCase()}${key.slice(1)}`;

const clientCarFields = ['name', 'year', 'make', 'model', 'color', 'transponderNumber', 'vin', 'plate'];

export const clientImportFields: readonly ImportField[] = [
  field('name', 'Name', ['client', 'client name', 'customer', 'customer name', 'full name', 'contact'], true),
  field('email', 'E-mail', ['email', 'e mail', 'email address', 'mail'], true),
  field('phone', 'Phone', ['phone number', 'telephone', 'mobile', 'cell']),
  field('address', 'Address', ['street', 'street address', 'address 1', 'address line 1']),
  field('city', 'City', ['town']),
  field('state', 'State', ['province', 'region']),
  field('zipCode', 'ZIP code', ['zip', 'postal code', 'postcode', 'zip code']),
  field('notes', 'Notes', ['comments', 'note']),
  ...carImportFields
    .filter((f) => clientCarFields.includes(f.key))
    .map((f) =>
      field(carKey(f.key), `Car ${f.label.toLowerCase()}`, [
        `car ${f.label.toLowerCase()}`,
        `vehicle ${f.label.toLowerCase()}`,
        ...f.aliases.filter((a) => a !== 'notes'),
        ...(f.key === 'name' ? [] : [f.label.toLowerCase()]),
      ]),
    ),
];

export interface ClientImportRow {
  client: ClientValues;
  /** The client's e-mail as compared: rows with the same one are the same client. */
  clientKey: string;
  car: CarValues | null;
}

export const clientImportRule: ImportKindRule<ClientImportRow> = {
  fields: clientImportFields,
  checkRow(cells) {
    const errors = new RowErrors();
    const parsed = clientInputSchema.safeParse({
      name: cells.name ?? '',
      email: cells.email ?? '',
      phone: cells.phone ?? '',
      address: cells.address ?? '',
      city: cells.city ?? '',
      state: (cells.state ?? '').toUpperCase(),
      zipCode: cells.zipCode ?? '',
      notes: cells.notes ?? '',
    });
    if (!parsed.success) {
      errors.addIssues(parsed.error, {
        name: 'name',
        email: 'email',
        phone: 'phone',
        address: 'address',
        city: 'city',
        state: 'state',
        zipCode: 'zipCode',
        notes: 'notes',
      });
    }
    const hasCar = clientCarFields.some((key) => (cells[carKey(key)] ?? '') !== '');
    const car = hasCar ? checkCarCells(cells, carKey, errors) : null;
    if (!parsed.success || !errors.empty) return { ok: false, errors: errors.list };
    const clientKey = sameText(parsed.data.email);
    return {
      ok: true,
      value: { client: parsed.data, clientKey, car: car?.values ?? null },
      key: rowKey(clientKey, car?.key ?? ''),
    };
  },
};
