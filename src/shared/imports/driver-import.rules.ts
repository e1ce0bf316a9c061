/** A row of a driver list: the driver form's fields. */
import { driverInputSchema, type DriverValues } from '../drivers/drivers.contract';
import { field, RowErrors, type ImportKindRule } from './import-fields.rules';
import { rowKey } from './import-values.rules';

export const driverImportRule: ImportKindRule<DriverValues> = {
  fields: [
    field('name', 'Name', ['driver', 'driver name', 'full name'], true),
    field('email', 'E-mail', ['email', 'e mail', 'email address']),
    field('phone', 'Phone', ['phone number', 'mobile', 'cell']),
    field('licenseNumber', 'License number', ['license', 'licence', 'licence number', 'license no']),
  ],
  checkRow(cells) {
    const errors = new RowErrors();
    const parsed = driverInputSchema.safeParse({
      name: cells.name ?? '',
      email: cells.email ?? '',
      phone: cells.phone ?? '',
      licenseNumber: cells.licenseNumber ?? '',
    });
    if (!parsed.success) {
      errors.addIssues(parsed.error, { name: 'name', email: 'email', phone: 'phone', licenseNumber: 'licenseNumber' });
      return { ok: false, errors: errors.list };
    }
    return { ok: true, value: parsed.data, key: rowKey(parsed.data.name, parsed.data.email) };
  },
};
