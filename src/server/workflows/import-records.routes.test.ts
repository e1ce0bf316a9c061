import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '@shared/imports/imports.contract';
import { cars, clients, drivers, meterReadings, repairs, tracks } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { missingId, paidUser, type ErrorJson } from '../test/test-users';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let carId: string;
let otherCarId: string;

async function addCar(user: TestUser, name: string): Promise<string> {
  const res = await t.request(user, { method: 'POST', url: '/api/cars', payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await paidUser(t);
  other = await paidUser(t);
  carId = await addCar(u, 'Miata');
  otherCarId = await addCar(other, 'Their car');
});
afterAll(() => t.close());

const preview = (kind: string, payload: Record<string, unknown>, user = u) =>
  t.request(user, { method: 'POST', url: `/api/imports/${kind}/preview`, payload });
const importFile = (kind: string, payload: Record<string, unknown>, user = u) =>
  t.request(user, { method: 'POST', url: `/api/imports/${kind}`, payload });

async function previewOk(kind: string, payload: Record<string, unknown>): Promise<ImportPreview> {
  const res = await preview(kind, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportPreview>();
}

async function importOk(kind: string, payload: Record<string, unknown>): Promise<ImportResult> {
  const res = await importFile(kind, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportResult>();
}

type Counted = typeof clients | typeof cars | typeof drivers | typeof tracks | typeof repairs | typeof meterReadings;
async function countOf(table: Counted, user: TestUser = u, car?: string): Promise<number> {
  const conditions = [eq(table.teamId, user.teamId)];
  if (car && 'carId' in table) conditions.push(eq(table.carId, car));
  const [row] = await t.db
    .select({ n: count() })
    .from(table)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** A customer list as a shop system exports it: a BOM, Windows line endings, quoted commas, UTF-8 names. */
const customers = [
  '\uFEFFCustomer Name,Email,Phone,Address,City,State,Zip,Vehicle,Year,Make,Model,Transponder,VIN,Plate',
  '"Müller, Zoë",zoe@example.com,555-0100,"12 Elm St, Apt 4",Austin,tx,78701,Blue Miata,1995,Mazda,MX-5,TR-11,JM1NA3518S0600001,ZOE 1',
  'José Ñúñez,jose@example.com,(555) 0101,,,,,,2008,Porsche,"911 GT3 ""RS""",,,',
  '"Müller, Zoë",ZOE@example.com,,,,,,Track car,2019,BMW,M2,,,',
  '李小龍,lee@example.com,,,,,,,,,,,,',
].join('\r\n');

describe('POST /api/imports/clients', () => {
  it('previews a customer list with its cars, imports it once, and finds every row already there the second time', async () => {
    const body = await previewOk('clients', { csv: customers });
    expect(body.fileErrors).toEqual([]);
    expect(body.mappingSource).toBe('guessed');
    expect(body.mapping).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zipCode',
      'carName',
      'carYear',
      'carMake',
      'carModel',
      'carTransponderNumber',
      'carVin',
      'carPlate',
    ]);
    expect(body.rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'new'],
      [5, 'new'],
    ]);
    expect(body.rows[0]?.values).toMatchObject({ name: 'Müller, Zoë', address: '12 Elm St, Apt 4' });
    expect(body.rows[1]?.values).toMatchObject({ name: 'José Ñúñez', carModel: '911 GT3 "RS"' });
    expect(body.valid).toBe(true);
    expect(await countOf(clients)).toBe(0);

    const result = await importOk('clients', { csv: customers });
    expect(result).toEqual({ kind: 'clients', imported: 4, skipped: 0 });
    // Zoë's two rows are one client with two cars.
    expect(await countOf(clients)).toBe(3);
    const zoe = await t.db
      .select()
      .from(clients)
      .where(and(eq(clients.teamId, u.teamId), eq(clients.email, 'zoe@example.com')));
    expect(zoe).toHaveLength(1);
    const zoeCars = await t.db
      .select({ name: cars.name, description: cars.description, transponder: cars.transponderNumber })
      .from(cars)
      .where(and(eq(cars.teamId, u.teamId), eq(cars.clientId, zoe[0]?.id ?? missingId)));
    expect(zoeCars).toEqual(
      expect.arrayContaining([
        { name: 'Blue Miata', description: 'VIN: JM1NA3518S0600001\nPlate: ZOE 1', transponder: 'TR-11' },
        { name: 'Track car', description: null, transponder: null },
      ]),
    );
    const jose = await t.db
      .select({ name: cars.name })
      .from(cars)
      .where(and(eq(cars.teamId, u.teamId), eq(cars.model, '911 GT3 "RS"')));
    expect(jose).toEqual([{ name: '2008 Porsche 911 GT3 "RS"' }]);

    const again = await previewOk('clients', { csv: customers });
    expect(again.rows.every((r) => r.status === 'existing')).toBe(true);
    expect(again.counts).toEqual({ new: 0, existing: 4, repeated: 0, invalid: 0 });
    const carsBefore = await countOf(cars);
    expect(await importOk('clients', { csv: customers })).toEqual({ kind: 'clients', imported: 0, skipped: 4 });
    expect(await countOf(clients)).toBe(3);
    expect(await countOf(cars)).toBe(carsBefore);

    // A later list adds another car to a client imported before, without a second client.
    const later = 'Name,Email,Car name\r\nZoë Müller,zoe@example.com,Rain car\r\n';
    expect(await importOk('clients', { csv: later })).toMatchObject({ imported: 1 });
    expect(await countOf(clients)).toBe(3);
    expect(await countOf(cars)).toBe(carsBefore + 1);
  });

  it('names the row and the field of a bad e-mail, and saves nothing until it is fixed', async () => {
    const bad = ['Name,Email', 'Ann Able,ann@example.com', 'Bob Bad,bob-at-example', 'Cy Cole,cy@example.com'].join(
      '\n',
    );
    const before = await countOf(clients);
    const body = await previewOk('clients', { csv: bad });
    expect(body.valid).toBe(false);
    expect(body.rows[1]).toMatchObject({
      line: 3,
      status: 'invalid',
      errors: [{ field: 'email', message: 'Invalid email format' }],
    });
    const res = await importFile('clients', { csv: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toMatchObject({
      message: 'Nothing was imported: 1 row has errors (first at row 3).',
      fields: { 'row 3': 'Invalid email format' },
    });
    expect(await countOf(clients)).toBe(before);
    expect(await importOk('clients', { csv: bad.replace('bob-at-example', 'bob@example.com') })).toMatchObject({
      imported: 3,
    });
    expect(await countOf(clients)).toBe(before + 3);
  });

  it('is for managers and administrators: a track technician is refused', async () => {
    const tech = await t.signUp();
    await t.setRole(tech, 'track_technician');
    const res = await preview('clients', { csv: 'Name,Email\nA,a@example.com' }, tech);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().error.message).toBe('Only a team manager or team administrator can import clients.');
  });
});

describe('POST /api/imports/cars, drivers and tracks', () => {
  it('imports cars with the first reading of each log, once', async () => {
    const csv =
      'Name;Year;Make;Model;Miles\n'.replace(/;/g, ',') +
      'Spec E30,1989,BMW,325i,"120,500"\nRadical,2015,Radical,SR3,\n';
    const before = { cars: await countOf(cars), readings: await countOf(meterReadings) };
    expect(await importOk('cars', { csv })).toEqual({ kind: 'cars', imported: 2, skipped: 0 });
    expect(await countOf(cars)).toBe(before.cars + 2);
    expect(await countOf(meterReadings)).toBe(before.readings + 2);
    const [e30] = await t.db
      .select({ miles: cars.miles })
      .from(cars)
      .where(and(eq(cars.teamId, u.teamId), eq(cars.name, 'Spec E30')));
    expect(e30?.miles).toBe(120_500);
    expect((await previewOk('cars', { csv })).counts).toMatchObject({ existing: 2, new: 0 });
  });

  it('imports drivers and tracks, repeated rows once, and names bad cells', async () => {
    const driversCsv =
      'Driver,E-mail,Phone,License\nAyrton Senna,ayrton@example.com,555 1234,L-1\nAyrton Senna,ayrton@example.com,555 1234,L-1\n';
    const body = await previewOk('drivers', { csv: driversCsv });
    expect(body.rows.map((r) => r.status)).toEqual(['new', 'repeated']);
    expect(await importOk('drivers', { csv: driversCsv })).toEqual({ kind: 'drivers', imported: 1, skipped: 1 });
    expect(await countOf(drivers)).toBe(1);

    const tracksCsv =
      'Track,Location,Length,Type\r\n"Nürburgring, Nordschleife","Nürburg, DE",12.9,road course\r\nBad,Somewhere,long,Oval\r\n';
    const tracksPreview = await previewOk('tracks', { csv: tracksCsv });
    expect(tracksPreview.rows[1]).toMatchObject({
      line: 3,
      errors: [{ field: 'length', message: 'Length must be a number' }],
    });
    const fixed = tracksCsv.replace('long', '1.5');
    expect(await importOk('tracks', { csv: fixed })).toEqual({ kind: 'tracks', imported: 2, skipped: 0 });
    const [ring] = await t.db
      .select({ type: tracks.type })
      .from(tracks)
      .where(eq(tracks.name, 'Nürburgring, Nordschleife'));
    expect(ring?.type).toBe('Road Course');
    expect(await importOk('tracks', { csv: fixed })).toEqual({ kind: 'tracks', imported: 0, skipped: 2 });
  });
});

/** LubeLogger's service-record export. */
const serviceRecords = [
  'Date,Odometer,Description,Notes,Cost',
  '1/15/2024,"12,345","Oil change, filter",Mobil 1 5W-30,"$1,234.50"',
  '3/2/2024,13000,Brake pads,,89.9',
  '11/30/2024,15000,Alignment,"Toe in, camber -2.5",0',
].join('\r\n');

describe('POST /api/imports/service-records', () => {
  it("imports LubeLogger's service records as the car's completed repairs with their costs, once", async () => {
    const body = await previewOk('service-records', { csv: serviceRecords, carId });
    expect(body.mapping).toEqual(['date', 'odometer', 'description', 'notes', 'cost']);
    expect(body.valid).toBe(true);
    expect(await importOk('service-records', { csv: serviceRecords, carId })).toEqual({
      kind: 'service-records',
      imported: 3,
      skipped: 0,
    });
    const rows = await t.db
      .select({
        title: repairs.title,
        status: repairs.status,
        completedDate: repairs.completedDate,
        cost: repairs.actualCostCents,
        notes: repairs.notes,
      })
      .from(repairs)
      .where(and(eq(repairs.teamId, u.teamId), eq(repairs.carId, carId)))
      .orderBy(repairs.completedDate);
    expect(rows).toEqual([
      {
        title: 'Oil change, filter',
        status: 'Completed',
        completedDate: '2024-01-15',
        cost: 123_450,
        notes: 'Mobil 1 5W-30\nOdometer: 12,345',
      },
      { title: 'Brake pads', status: 'Completed', completedDate: '2024-03-02', cost: 8_990, notes: 'Odometer: 13,000' },
      {
        title: 'Alignment',
        status: 'Completed',
        completedDate: '2024-11-30',
        cost: 0,
        notes: 'Toe in, camber -2.5\nOdometer: 15,000',
      },
    ]);
    const again = await previewOk('service-records', { csv: serviceRecords, carId });
    expect(again.counts).toEqual({ new: 0, existing: 3, repeated: 0, invalid: 0 });
    expect(await importOk('service-records', { csv: serviceRecords, carId })).toMatchObject({
      imported: 0,
      skipped: 3,
    });
    expect(await countOf(repairs, u, carId)).toBe(3);
  });

  it("answers 404 for another team's car and 400 without a car, and names a bad date or cost", async () => {
    expect((await preview('service-records', { csv: serviceRecords, carId: otherCarId })).statusCode).toBe(404);
    expect((await importFile('service-records', { csv: serviceRecords, carId: otherCarId })).statusCode).toBe(404);
    expect(await countOf(repairs, other)).toBe(0);
    const none = await preview('service-records', { csv: serviceRecords });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorJson>().error.fields).toEqual({ carId: 'Choose one of your cars' });
    const bad = 'Date,Odometer,Description,Notes,Cost\n2/30/2024,1,Tyres,,12.345\n';
    const body = await previewOk('service-records', { csv: bad, carId });
    expect(body.rows[0]?.errors).toEqual([
      { field: 'date', message: 'Date must be a date such as 1/31/2024 or 2024-01-31' },
      { field: 'cost', message: 'Cost must be in whole cents' },
    ]);
  });
});

describe('POST /api/imports/meter-readings', () => {
  it("inserts LubeLogger's odometer records in date order, refuses a drop, and adds nothing twice", async () => {
    const car = await addCar(u, 'Readings car');
    const csv =
      'Date,Odometer,Notes\n5/1/2025,"20,000",Season start\n4/1/2025,19000,\n6/1/2025,21500,After the track day\n';
    const body = await previewOk('meter-readings', { csv, carId: car });
    expect(body.valid).toBe(true);
    expect(await importOk('meter-readings', { csv, carId: car })).toMatchObject({ imported: 3 });
    const log = await t.db
      .select({ distance: meterReadings.distance, source: meterReadings.source, note: meterReadings.note })
      .from(meterReadings)
      .where(and(eq(meterReadings.teamId, u.teamId), eq(meterReadings.carId, car)))
      .orderBy(meterReadings.recordedAt);
    // The imported history is older than the car's first reading (when it was added).
    expect(log.slice(0, 3)).toEqual([
      { distance: 19_000, source: 'import', note: null },
      { distance: 20_000, source: 'import', note: 'Season start' },
      { distance: 21_500, source: 'import', note: 'After the track day' },
    ]);
    expect((await previewOk('meter-readings', { csv, carId: car })).counts).toMatchObject({ existing: 3, new: 0 });

    const drop = 'Date,Odometer\n5/15/2025,19500\n';
    const dropped = await previewOk('meter-readings', { csv: drop, carId: car });
    expect(dropped.rows[0]?.errors).toEqual([
      { field: 'odometer', message: 'Odometer 19,500 is lower than 20,000 on 05/01/2025' },
    ]);
    expect((await importFile('meter-readings', { csv: drop, carId: car })).statusCode).toBe(400);
  });

  it("moves the car's meters when the imported history is newer than its log", async () => {
    const car = await addCar(u, 'Future car');
    const csv = 'Date,Odometer,Hours\n1/1/2099,500,12.5\n';
    await importOk('meter-readings', { csv, carId: car });
    const [row] = await t.db.select({ miles: cars.miles, hours: cars.hours }).from(cars).where(eq(cars.id, car));
    expect(row).toEqual({ miles: 500, hours: 12.5 });
  });

  it('is open to a track technician of the team', async () => {
    const tech = await t.signUp();
    const techCar = await addCar(tech, 'Tech car');
    await t.setRole(tech, 'track_technician');
    const res = await importFile('meter-readings', { csv: 'Date,Odometer\n2025-01-01,10\n', carId: techCar }, tech);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('column mappings', () => {
  it('uses a mapping given, saves it with the import, and starts the next file of that shape from it', async () => {
    const csv = 'Full,Where,Misc\nPaul Ricard,Le Castellet,x\n';
    const guessed = await previewOk('tracks', { csv });
    expect(guessed.fileErrors).toEqual(['Choose a column for: Name, Location']);
    const mapping = ['name', 'location', null];
    await importOk('tracks', { csv, mapping });
    const next = await previewOk('tracks', { csv: 'Full,Where,Misc\nMonza,Italy,y\n' });
    expect(next.mappingSource).toBe('saved');
    expect(next.mapping).toEqual(mapping);
    const saved = await t.request(u, { method: 'GET', url: `/api/imports/tracks/mappings/${next.headerHash}` });
    expect(saved.json()).toEqual({ mapping });
    const put = await t.request(u, {
      method: 'PUT',
      url: `/api/imports/tracks/mappings/${next.headerHash}`,
      payload: { mapping: ['name', 'location', 'description'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await previewOk('tracks', { csv })).mapping).toEqual(['name', 'location', 'description']);
    // Another team has no such mapping.
    expect(
      (await t.request(other, { method: 'GET', url: `/api/imports/tracks/mappings/${next.headerHash}` })).statusCode,
    ).toBe(404);
    const twice = await preview('tracks', { csv, mapping: ['name', 'name', null] });
    expect(twice.json<ImportPreview>().fileErrors).toContain('Only one column can be Name');
  });
});

describe('bounds and errors', () => {
  it('answers 401 signed out, 400 for an unreadable or empty file, 413 for a body too large', async () => {
    expect((await preview('tracks', { csv: 'a' }, null as unknown as TestUser)).statusCode).toBe(401);
    const unreadable = await previewOk('tracks', { csv: 'Name,Location\n"unclosed,x\n' });
    expect(unreadable.fileErrors[0]).toMatch(/^The file could not be read as CSV: /);
    expect((await previewOk('tracks', { csv: '' })).fileErrors).toEqual(['The file is empty']);
    expect((await previewOk('tracks', { csv: 'Name,Location\n' })).fileErrors).toEqual([
      'The file has no rows below its header row',
    ]);
    const huge = await preview('tracks', { csv: 'x'.repeat(7 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const tooLong = await preview('tracks', { csv: 'x'.repeat(4 * 1024 * 1024 + 1) });
    expect(tooLong.statusCode).toBe(400);
    const rows = ['Name,Location', ...Array.from({ length: 10_001 }, (_, i) => `T${i},L`)].join('\n');
    expect((await previewOk('tracks', { csv: rows })).fileErrors).toEqual([
      'The file has more than 10,000 rows; split it into smaller files',
    ]);
  });

  it("previews and imports a car's 10,000 readings within seconds", async () => {
    const car = await addCar(u, 'High-mileage car');
    const lines = ['Date,Odometer,Notes'];
    const start = Date.UTC(1990, 0, 1);
    for (let i = 0; i < 10_000; i++) {
      const day = new Date(start + i * 86_400_000);
      lines.push(
        `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()},"${(i * 10).toLocaleString('en-US')}","Reading ${i}, logged"`,
      );
    }
    const csv = lines.join('\r\n');
    const started = Date.now();
    const body = await previewOk('meter-readings', { csv, carId: car });
    expect(body.counts.new).toBe(10_000);
    expect(await importOk('meter-readings', { csv, carId: car })).toMatchObject({ imported: 10_000 });
    const elapsed = Date.now() - started;
    expect(await countOf(meterReadings, u, car)).toBe(10_001);
    // Generous for a busy shared machine.
    expect(elapsed).toBeLessThan(15_000);
  }, 60_000);
});
