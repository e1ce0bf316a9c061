/** A data record of a CSV file and the row of the file it starts on (the header is row 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvFile = { ok: true; header: string[]; records: CsvRecord[] } | { ok: false; reason: string };

/**
 * Reads CSV text into its header and records with csv-parse: quoted cells (with commas and line
 * breaks), a byte-order mark, Windows line endings, rows of any length; blank lines are skipped.
 * `ok: false` with csv-parse's reason when the text is not CSV; an empty header when it is empty.
 */
export async function readCsvRecords(csv: string): Promise<CsvFile> {
  // The CSV parser loads with the first import, not with the server.
  const { parse } = await import('csv-parse/sync');
  /** The line each record ends on. */
  const endLines: number[] = [];
  let parsed: string[][];
  try {
    parsed = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      on_record: (record: string[], context) => {
        endLines.push(context.lines);
        return record;
      },
    });
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : 'unknown error' };
  }
  const [header = [], ...data] = parsed;
  const records = data.map((cells, index) => {
    // A quoted cell may hold line breaks: the row starts that many lines before it ends.
    const breaks = cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: (endLines[index + 1] ?? 0) - breaks, cells };
  });
  return { ok: true, header, records };
}
