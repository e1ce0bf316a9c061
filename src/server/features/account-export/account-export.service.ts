import { finished } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FastifyBaseLogger } from 'fastify';
import { accountExportFileName, archivedFilePath } from '@shared/account-export/account-export.rules';
import { toCsv } from '@shared/lib/csv';
import { todayIso } from '@shared/lib/dates';
import type { RequestContext } from '../../auth/request-context';
import type { Storage } from '../../platform/storage';
import { readMembers, readTablePage } from './account-export.repository';
import { writeArchiveReadme, type ArchiveSummary } from './account-export-readme';
import { columnName, exportedTables, fileColumns, memberColumns, type ExportedTable } from './account-export-tables';

/** Rows read per statement: a page of a table is held, never the table. */
const pageSize = 500;

/** Values are written as stored: the archive is a copy for programs (docs/decisions/025). */
const asStored = { formulas: 'keep' } as const;

/** One value as CSV text: timestamps in ISO 8601 (UTC), lists and structured values as JSON. */
function cellOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The storage keys a row names in its file columns. */
function fileKeysOf(table: ExportedTable, row: Record<string, unknown>): string[] {
  return (fileColumns[table.name] ?? []).flatMap((key) => {
    const value = row[key];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  });
}

/** One table as CSV: its header, then its rows a page at a time; `onRow` sees each row written. */
async function* tableCsv(
  ctx: RequestContext,
  table: ExportedTable,
  onRow: (row: Record<string, unknown>) => void,
): AsyncGenerator<string> {
  yield toCsv([table.columns.map(({ key }) => columnName(key))], asStored);
  let after: string | null = null;
  for (;;) {
    const rows = await readTablePage(ctx.team, table, after, pageSize);
    if (rows.length > 0) {
      yield toCsv(
        rows.map((row) => table.columns.map(({ key }) => cellOf(row[key]))),
        asStored,
      );
      rows.forEach(onRow);
    }
    if (rows.length < pageSize) return;
    after = String(rows[rows.length - 1]?.id);
  }
}

/** The team's members as CSV (members.csv). */
async function* membersCsv(ctx: RequestContext, summary: ArchiveSummary): AsyncGenerator<string> {
  yield toCsv([memberColumns.map(({ name }) => name)], asStored);
  const members = await readMembers(ctx.team);
  summary.members = members.length;
  if (members.length > 0) {
    yield toCsv(
      members.map((m) => [m.userId, m.name, m.email, m.role, m.joinedAt.toISOString()]),
      asStored,
    );
  }
}

/**
 * Puts each entry in the archive one after the other, each only once the archive has taken the
 * one before: the entry being written is the only one read, a page of rows or one file at a time.
 */
async function fillArchive(zip: ZipFile, storage: Storage, ctx: RequestContext, signal: AbortSignal): Promise<void> {
  const add = async (content: Iterable<unknown> | AsyncIterable<unknown>, name: string, compress = true) => {
    const stream = Readable.from(content, { signal, objectMode: false });
    zip.addReadStream(stream, name, { compress });
    await finished(stream);
  };
  const summary: ArchiveSummary = {
    teamName: ctx.teamName,
    exportedAt: new Date(),
    rows: {},
    members: 0,
    files: 0,
    missingFiles: [],
  };
  const keys = new Set<string>();
  for (const table of exportedTables) {
    summary.rows[table.name] = 0;
    await add(
      tableCsv(ctx, table, (row) => {
        summary.rows[table.name] = (summary.rows[table.name] ?? 0) + 1;
        for (const key of fileKeysOf(table, row)) keys.add(key);
      }),
      `${table.name}.csv`,
    );
  }
  await add(membersCsv(ctx, summary), 'members.csv');
  for (const key of keys) {
    // Only this team's files, whatever a row says.
    const file = key.startsWith(`${ctx.teamId}/`) ? await storage.get(key) : null;
    if (!file) {
      summary.missingFiles.push(key);
      continue;
    }
    // Images are stored compressed (webp): stored as they are.
    await add([file.data], archivedFilePath(key), false);
    summary.files += 1;
  }
  await add([writeArchiveReadme(summary)], 'README.md');
  zip.end();
}

/**
 * Everything the team holds as one ZIP, streamed (docs/decisions/025): a CSV file per team table
 * of the schema (less those left out for a reason), the uploaded files the rows name, and a README
 * describing each file's columns. The archive is written as it is read; a reader that stops
 * reading (a download cancelled) ends the reads.
 */
export function exportAccount(
  storage: Storage,
  ctx: RequestContext,
  log: Pick<FastifyBaseLogger, 'error'>,
): { fileName: string; archive: Readable } {
  const zip = new ZipFile();
  const archive = zip.outputStream as Readable;
  const stop = new AbortController();
  archive.once('close', () => stop.abort());
  const fail = (err: unknown) => {
    if (stop.signal.aborted) return;
    log.error({ err }, 'account export failed');
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);
  fillArchive(zip, storage, ctx, stop.signal).catch(fail);
  return { fileName: accountExportFileName(ctx.teamName, todayIso()), archive };
}
