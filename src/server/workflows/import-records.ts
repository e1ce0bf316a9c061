import type { CarValues } from '@shared/cars/cars.contract';
import type { RowCheck } from '@shared/imports/import-fields.rules';
import {
  carImportKinds,
  importMessages,
  maxImportRows,
  type ImportInput,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
} from '@shared/imports/imports.contract';
import {
  cellsOf,
  guessMapping,
  headerHashOf,
  importFieldInfo,
  importKindRules,
  mappingErrors,
} from '@shared/imports/imports.rules';
import type { ClientImportRow } from '@shared/imports/client-import.rules';
import { placeReadings, type MeterReadingImportRow } from '@shared/imports/meter-reading-import.rules';
import type { ServiceRecordImportRow } from '@shared/imports/service-record-import.rules';
import { AppError } from '@shared/lib/app-error';
import { formatNumber } from '@shared/lib/number-format';
import type { DriverValues } from '@shared/drivers/drivers.contract';
import type { TrackValues } from '@shared/tracks/tracks.contract';
import { transaction, type RequestContext } from '../auth/request-context';
import { readCsvRecords } from '../platform/csv-records';
import { findCarRecord, importCars, setCarMeter } from '../features/cars/cars.service';
import { importClients } from '../features/clients/clients.service';
import { importDrivers } from '../features/drivers/drivers.service';
import {
  findImportedKeys,
  getSavedMapping,
  recordImportedKeys,
  saveMapping,
} from '../features/imports/imports.service';
import { getCarMeterLog, importMeterReadings } from '../features/meter-readings/meter-readings.service';
import { importRepairs } from '../features/repairs/repairs.service';
import { importTracks } from '../features/tracks/tracks.service';

/*
 * Importing a CSV file of one kind (docs/decisions/027-imports.md): the preview reads and checks
 * every row and saves nothing; the import checks the file again inside one transaction and writes
 * every new row through the features' services, or nothing. Rows imported before (by their natural
 * key's fingerprint) and rows repeated in the file are shown and skipped.
 */

/** A row that will be imported: its line, what it imports and the key it is remembered by. */
interface Accepted<T> {
  line: number;
  value: T;
  key: string;
}

interface CheckedFile {
  preview: ImportPreview;
  accepted: Accepted<unknown>[];
  /** The car a history lands on. */
  carId: string | null;
}

const carNotFound = () => AppError.notFound('Car');

/** The car a history or readings import lands on (404 when the team has no such car). */
async function carOf(ctx: RequestContext, kind: ImportKind, carId: string | undefined, lock: boolean) {
  if (!carImportKinds.includes(kind)) return null;
  if (!carId) throw AppError.validation(importMessages.chooseCar, { carId: importMessages.chooseCar });
  const car = await findCarRecord(ctx, carId, lock);
  if (!car) throw carNotFound();
  return car;
}

const emptyCounts = () => ({ new: 0, existing: 0, repeated: 0, invalid: 0 });

/** The cells a preview row shows: the mapped fields that are not blank. */
const shownCells = (cells: Record<string, string>) =>
  Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== ''));

async function checkFile(
  ctx: RequestContext,
  kind: ImportKind,
  input: ImportInput,
  lock: boolean,
): Promise<CheckedFile> {
  const car = await carOf(ctx, kind, input.carId, lock);
  const fields = importFieldInfo(kind);
  const file = await readCsvRecords(input.csv);
  const headers = file.ok ? file.header.map((h) => h.trim()) : [];
  const headerHash = headerHashOf(kind, headers);
  const saved = input.mapping ? undefined : await getSavedMapping(ctx, kind, headerHash);
  const mapping: ImportMapping = input.mapping ?? saved ?? guessMapping(kind, headers);
  const base = {
    kind,
    headers,
    headerHash,
    mapping,
    mappingSource: input.mapping ? ('given' as const) : saved ? ('saved' as const) : ('guessed' as const),
    fields,
  };
  const refused = (fileErrors: string[]): CheckedFile => ({
    preview: { ...base, fileErrors, rows: [], counts: emptyCounts(), valid: false },
    accepted: [],
    carId: car?.id ?? null,
  });
  if (!file.ok) return refused([importMessages.unreadable(file.reason)]);
  if (headers.length === 0) return refused([importMessages.empty]);
  const fileErrors = [...mappingErrors(kind, headers, mapping)];
  if (file.records.length === 0) fileErrors.push(importMessages.noRows);
  if (file.records.length > maxImportRows) fileErrors.push(importMessages.tooManyRows(formatNumber(maxImportRows)));
  if (fileErrors.length > 0) return refused(fileErrors);

  const rule = importKindRules[kind] as { checkRow(cells: Record<string, string>): RowCheck<unknown> };
  const rows: ImportPreviewRow[] = [];
  const candidates: (Accepted<unknown> & { index: number })[] = [];
  const firstLineOfKey = new Map<string, number>();
  for (const record of file.records) {
    const cells = cellsOf(kind, record.cells, mapping);
    const check = rule.checkRow(cells);
    const row: ImportPreviewRow = { line: record.line, values: shownCells(cells), status: 'new', errors: [] };
    if (!check.ok) {
      row.status = 'invalid';
      row.errors = check.errors;
    } else {
      const first = firstLineOfKey.get(check.key);
      if (first !== undefined) row.status = 'repeated';
      else {
        firstLineOfKey.set(check.key, record.line);
        candidates.push({ line: record.line, value: check.value, key: check.key, index: rows.length });
      }
    }
    rows.push(row);
  }
  const scope = car?.id ?? '';
  const imported = await findImportedKeys(
    ctx,
    kind,
    scope,
    candidates.map((c) => c.key),
  );
  const accepted = candidates.filter((candidate) => {
    if (!imported.has(candidate.key)) return true;
    const row = rows[candidate.index];
    if (row) row.status = 'existing';
    return false;
  });

  if (kind === 'meter-readings' && car) {
    const readings = accepted as (Accepted<MeterReadingImportRow> & { index: number })[];
    const placed = placeReadings(
      await getCarMeterLog(ctx, car.id),
      readings.map((r) => r.value),
    );
    readings.forEach((reading, index) => {
      reading.value = { ...reading.value, hours: placed.hours[index] ?? 0 };
      const message = placed.errors.get(index);
      const row = rows[reading.index];
      if (message && row) {
        row.status = 'invalid';
        row.errors = [{ field: 'odometer', message }];
      }
    });
  }

  const counts = emptyCounts();
  for (const row of rows) counts[row.status] += 1;
  const valid = counts.invalid === 0;
  return {
    preview: { ...base, fileErrors: [], rows, counts, valid },
    accepted: accepted.filter((a) => rows[a.index]?.status === 'new'),
    carId: car?.id ?? null,
  };
}

/** What the file would import, row by row with its errors and what is already there; saves nothing. */
export async function previewImport(ctx: RequestContext, kind: ImportKind, input: ImportInput): Promise<ImportPreview> {
  return (await checkFile(ctx, kind, input, false)).preview;
}

/** The most row errors a refused import names in its fields. */
const maxErrorFields = 100;

function refusal(preview: ImportPreview): AppError {
  const fields: Record<string, string> = {};
  if (preview.fileErrors.length > 0) fields.csv = preview.fileErrors.join(' ');
  const bad = preview.rows.filter((row) => row.status === 'invalid');
  for (const row of bad.slice(0, maxErrorFields))
    fields[`row ${row.line}`] = row.errors.map((e) => e.message).join(' ');
  const message = preview.fileErrors[0] ?? importMessages.refused(bad.length, bad[0]?.line ?? 0);
  return AppError.validation(message, fields);
}

/** A reading imported for a date stands at noon UTC of that day: the same day in every time zone of the Americas and Europe. */
const atNoon = (date: string) => new Date(`${date}T12:00:00.000Z`);

/** Writes the new rows of a checked file; answers the record each row made (for the ones that are remembered by it). */
async function writeRows(
  ctx: RequestContext,
  kind: ImportKind,
  carId: string | null,
  accepted: Accepted<unknown>[],
): Promise<(string | null)[]> {
  switch (kind) {
    case 'clients':
      return writeClients(ctx, accepted as Accepted<ClientImportRow>[]);
    case 'cars': {
      await addCars(
        ctx,
        (accepted as Accepted<CarValues>[]).map((row) => row.value),
      );
      return accepted.map(() => null);
    }
    case 'drivers':
      await importDrivers(
        ctx,
        (accepted as Accepted<DriverValues>[]).map((row) => row.value),
      );
      return accepted.map(() => null);
    case 'tracks':
      await importTracks(
        ctx,
        (accepted as Accepted<TrackValues>[]).map((row) => row.value),
      );
      return accepted.map(() => null);
    case 'service-records': {
      if (!carId) throw carNotFound();
      await importRepairs(
        ctx,
        (accepted as Accepted<ServiceRecordImportRow>[]).map(({ value }) => ({
          carId,
          date: value.date,
          title: value.title,
          notes: value.notes,
          costCents: value.costCents,
        })),
      );
      return accepted.map(() => null);
    }
    case 'meter-readings': {
      if (!carId) throw carNotFound();
      await addReadings(
        ctx,
        carId,
        (accepted as Accepted<MeterReadingImportRow>[]).map((row) => row.value),
      );
      return accepted.map(() => null);
    }
  }
}

/** Adds cars with the first reading of each one's log (its hours and miles), as the car form does. */
async function addCars(ctx: RequestContext, inputs: CarValues[]): Promise<string[]> {
  const cars = await importCars(ctx, inputs);
  const now = new Date();
  await importMeterReadings(
    ctx,
    cars.map((car) => ({ carId: car.id, recordedAt: now, hours: car.hours, distance: car.miles, note: null })),
  );
  return cars.map((car) => car.id);
}

/**
 * Adds imported readings at their dates (placed and checked by the preview); when the newest is
 * newer than every reading of the car's log, the car's meters become it.
 */
async function addReadings(ctx: RequestContext, carId: string, readings: MeterReadingImportRow[]): Promise<void> {
  const log = await getCarMeterLog(ctx, carId);
  const latestThere = log.reduce<string | null>(
    (latest, e) => (latest === null || e.date > latest ? e.date : latest),
    null,
  );
  await importMeterReadings(
    ctx,
    readings.map((r) => ({
      carId,
      recordedAt: atNoon(r.date),
      hours: r.hours ?? 0,
      distance: r.distance,
      note: r.note,
    })),
  );
  const newest = readings.reduce<MeterReadingImportRow | null>(
    (latest, r) => (latest === null || r.date >= latest.date ? r : latest),
    null,
  );
  if (newest && (latestThere === null || newest.date > latestThere)) {
    await setCarMeter(ctx, carId, { hours: newest.hours ?? 0, miles: newest.distance });
  }
}

/**
 * Adds the clients of a customer list (one per e-mail: a client imported before keeps getting the
 * cars of later rows) and each row's car, assigned to its client.
 */
async function writeClients(ctx: RequestContext, rows: Accepted<ClientImportRow>[]): Promise<(string | null)[]> {
  const emails = [...new Set(rows.map((row) => row.value.clientKey))];
  const known = await findImportedKeys(ctx, 'client', '', emails);
  const clientOf = new Map<string, string>();
  for (const [email, id] of known) if (id) clientOf.set(email, id);
  const firstRows = emails
    .filter((email) => !clientOf.has(email))
    .map((email) => rows.find((row) => row.value.clientKey === email))
    .filter((row): row is Accepted<ClientImportRow> => row !== undefined);
  const ids = await importClients(
    ctx,
    firstRows.map((row) => row.value.client),
  );
  firstRows.forEach((row, index) => {
    const id = ids[index];
    if (id) clientOf.set(row.value.clientKey, id);
  });
  await recordImportedKeys(
    ctx,
    'client',
    '',
    firstRows.map((row) => ({ key: row.value.clientKey, recordId: clientOf.get(row.value.clientKey) ?? null })),
  );
  const withCars = rows.filter((row) => row.value.car !== null);
  await addCars(
    ctx,
    withCars.map((row) => ({ ...(row.value.car as CarValues), clientId: clientOf.get(row.value.clientKey) ?? null })),
  );
  return rows.map((row) => clientOf.get(row.value.clientKey) ?? null);
}

/**
 * Imports every new row of the file in one transaction, or nothing (400 naming the rows) when any
 * row is bad; rows already imported are skipped. The mapping is saved for the next file of the
 * same shape.
 */
export async function importRecords(ctx: RequestContext, kind: ImportKind, input: ImportInput): Promise<ImportResult> {
  return transaction(ctx, async (ctx) => {
    const { preview, accepted, carId } = await checkFile(ctx, kind, input, true);
    if (!preview.valid) throw refusal(preview);
    const records = await writeRows(ctx, kind, carId, accepted);
    await recordImportedKeys(
      ctx,
      kind,
      carId ?? '',
      accepted.map((row, index) => ({ key: row.key, recordId: records[index] ?? null })),
    );
    await saveMapping(ctx, kind, preview.headerHash, preview.mapping);
    return { kind, imported: accepted.length, skipped: preview.counts.existing + preview.counts.repeated };
  });
}
