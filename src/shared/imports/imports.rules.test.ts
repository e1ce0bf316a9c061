import { describe, expect, it } from 'vitest';
import { clientImportRule } from './client-import.rules';
import { importCentsOf, importDateOf, importNumberOf } from './import-values.rules';
import { guessMapping, headerHashOf, mappingErrors } from './imports.rules';
import { placeReadings } from './meter-reading-import.rules';
import { serviceRecordImportRule } from './service-record-import.rules';

describe('cells as spreadsheets and LubeLogger write them', () => {
  it('reads US and ISO dates, ignores a time, refuses days that do not exist', () => {
    expect(importDateOf('1/5/2024')).toBe('2024-01-05');
    expect(importDateOf('12/31/2023 12:00:00 AM')).toBe('2023-12-31');
    expect(importDateOf('2024-02-29')).toBe('2024-02-29');
    expect(importDateOf('2/30/2024')).toBeNull();
    expect(importDateOf('yesterday')).toBeNull();
  });

  it('reads numbers with thousands separators and dollars in whole cents', () => {
    expect(importNumberOf('12,345')).toBe(12_345);
    expect(importNumberOf('1234.5')).toBe(1234.5);
    expect(importNumberOf('abc')).toBeNull();
    expect(importCentsOf('$1,234.50', 'Cost')).toEqual({ ok: true, cents: 123_450 });
    expect(importCentsOf('1234.5', 'Cost')).toEqual({ ok: true, cents: 123_450 });
    expect(importCentsOf('12.5000', 'Cost')).toEqual({ ok: true, cents: 1_250 });
    expect(importCentsOf('12.345', 'Cost')).toEqual({ ok: false, message: 'Cost must be in whole cents' });
  });
});

describe('mapping columns to fields', () => {
  it("guesses LubeLogger's headers and a shop list's, each field once", () => {
    expect(guessMapping('service-records', ['Date', 'Odometer', 'Description', 'Notes', 'Cost'])).toEqual([
      'date',
      'odometer',
      'description',
      'notes',
      'cost',
    ]);
    expect(guessMapping('clients', ['\uFEFFCustomer Name', 'E-mail', 'Vehicle', 'Year', 'Email'])).toEqual([
      'name',
      'email',
      'carName',
      'carYear',
      null,
    ]);
  });

  it('names a required field left out, a field chosen twice and a mapping of another file', () => {
    expect(mappingErrors('tracks', ['a', 'b'], ['name', 'name'])).toEqual([
      'Only one column can be Name',
      'Choose a column for: Location',
    ]);
    expect(mappingErrors('tracks', ['a'], ['name', 'location'])).toEqual([
      'The column mapping does not match the file: check the file again',
    ]);
  });

  it('keys saved mappings by the header row, whatever its case and spacing', () => {
    const hash = headerHashOf('cars', ['Name', 'Year']);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(headerHashOf('cars', [' name ', 'YEAR'])).toBe(hash);
    expect(headerHashOf('tracks', ['Name', 'Year'])).not.toBe(hash);
  });
});

describe('row rules', () => {
  it('checks a client row with the client form and its car with the car form', () => {
    const bad = clientImportRule.checkRow({ name: 'Ann', email: 'ann-at-example', carYear: '19x5' });
    expect(bad).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'Invalid email format' },
        { field: 'carYear', message: 'Year must be a number' },
      ],
    });
    const good = clientImportRule.checkRow({ name: 'Ann', email: 'Ann@Example.com', carMake: 'Mazda', carVin: 'V1' });
    expect(good.ok && good.value.car).toMatchObject({ name: 'Mazda', description: 'VIN: V1' });
    expect(good.ok && good.value.clientKey).toBe('ann@example.com');
  });

  it('turns a LubeLogger service record into a repair with its cost and odometer', () => {
    const row = serviceRecordImportRule.checkRow({
      date: '3/2/2024',
      odometer: '13000',
      description: 'Brake pads',
      notes: '',
      cost: '89.9',
    });
    expect(row).toMatchObject({
      ok: true,
      value: { date: '2024-03-02', title: 'Brake pads', costCents: 8_990, notes: 'Odometer: 13,000' },
    });
  });
});

describe('placing imported readings in the log', () => {
  it('takes the hours read before, and refuses a reading lower than the one before it by date', () => {
    const placed = placeReadings(
      [{ date: '2024-01-01', hours: 10, miles: 1000 }],
      [
        { date: '2024-03-01', distance: 1500, hours: null, note: null },
        { date: '2024-02-01', distance: 900, hours: null, note: null },
        { date: '2023-06-01', distance: 2000, hours: 2, note: null },
      ],
    );
    expect(placed.hours).toEqual([10, 10, 2]);
    expect([...placed.errors]).toEqual([[1, 'Odometer 900 is lower than 1,000 on 01/01/2024']]);
  });
});
