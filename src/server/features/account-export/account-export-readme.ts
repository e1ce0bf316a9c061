import { getTableConfig } from 'drizzle-orm/pg-core';
import { teamReferences } from '../../db/references';
import {
  columnName,
  columnsLeftOut,
  exportedTables,
  fileColumns,
  memberColumns,
  tablesLeftOut,
  type ExportedTable,
} from './account-export-tables';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** What a column points at: another file's id, a member's user id, or files in the archive. */
function referenceOf(table: ExportedTable, key: string): string {
  if (key === 'teamId') return 'this team (the same in every row)';
  const reference = teamReferences.find((r) => r.table === table.name && r.field === key);
  if (reference) return `\`${reference.target}.csv\` id`;
  if (fileColumns[table.name]?.includes(key)) return 'files under `files/<key>`';
  const outside = getTableConfig(table.table).foreignKeys.find((fk) => {
    const { columns } = fk.reference();
    return columns.length === 1 && columns[0]?.name === key;
  });
  if (outside) {
    const target = getTableConfig(outside.reference().foreignTable).name;
    return target === 'user' ? '`members.csv` user_id' : `${target} id (not exported)`;
  }
  return '';
}

function columnsOf(table: ExportedTable): string {
  const rows = table.columns.map(({ key, column }) =>
    [columnName(key), column.getSQLType(), column.notNull ? 'yes' : 'no', referenceOf(table, key)]
      .map(cell)
      .join(' | '),
  );
  return ['| column | type | required | refers to |', '| --- | --- | --- | --- |', ...rows.map((r) => `| ${r} |`)].join(
    '\n',
  );
}

/** What the archive held, for its README. */
export interface ArchiveSummary {
  teamName: string;
  exportedAt: Date;
  rows: Record<string, number>;
  members: number;
  files: number;
  missingFiles: string[];
}

/** The archive's README.md, written from the schema: each CSV file, its rows and its columns. */
export function writeArchiveReadme(summary: ArchiveSummary): string {
  const files = exportedTables.map(({ name }) => `| \`${name}.csv\` | ${summary.rows[name] ?? 0} |`);
  const leftOut = [
    ...Object.entries(tablesLeftOut).map(([name, reason]) => `- \`${name}\`: ${reason}`),
    ...Object.entries(columnsLeftOut).flatMap(([name, columns]) =>
      Object.entries(columns).map(([key, reason]) => `- \`${name}.${columnName(key)}\`: ${reason}`),
    ),
  ];
  const missing =
    summary.missingFiles.length === 0
      ? []
      : [
          '',
          `${summary.missingFiles.length} file(s) named by the rows were not in the file store and are not in the archive:`,
          '',
          ...summary.missingFiles.map((key) => `- \`${key}\``),
        ];
  const members = [
    `### members.csv (${summary.members} rows)`,
    '',
    "The team's members, kept by the sign-in system rather than in a team table.",
    '',
    '| column | type | required | refers to |',
    '| --- | --- | --- | --- |',
    ...memberColumns.map(({ name, type, about }) => `| ${name} | ${type} | yes | ${about} |`),
  ].join('\n');
  const sections = exportedTables.map(
    (table) => `### ${table.name}.csv (${summary.rows[table.name] ?? 0} rows)\n\n${columnsOf(table)}`,
  );
  return [
    `# Pitboard export: ${summary.teamName}`,
    '',
    `Exported ${summary.exportedAt.toISOString()}. Everything the team holds: one CSV file per kind of record,`,
    `the uploaded images and photos under \`files/\` (${summary.files} file(s)), and this README.`,
    '',
    '## How the files are written',
    '',
    '- UTF-8, comma-separated, CRLF line ends; a field holding a comma, a quote or a line break is',
    '  in double quotes, its quotes doubled (RFC 4180).',
    "- The first line names the columns: the database's column names, one file per table.",
    "- Every row keeps its `id`. A column that refers to another record holds that record's `id`",
    '  ("refers to" below), so the links between the files hold as they are.',
    '- An empty field is no value. Timestamps are ISO 8601 in UTC, dates `YYYY-MM-DD`; money is in',
    '  integer cents (`_cents` columns), distances in miles, durations in minutes; `true`/`false`;',
    '  lists and structured values are JSON.',
    '- Values are written exactly as stored, so they can be read back without loss: a value that',
    '  starts with `=`, `+`, `-` or `@` is not changed. Mind it before opening a file in a',
    '  spreadsheet that runs formulas.',
    '- A file column holds a storage key; the file is in this archive at `files/<key>`.',
    '',
    '## Files',
    '',
    '| file | rows |',
    '| --- | --- |',
    ...files,
    `| \`members.csv\` | ${summary.members} |`,
    ...missing,
    '',
    '## Left out, and why',
    '',
    ...leftOut,
    '',
    '## Columns',
    '',
    [...sections, members].join('\n\n'),
    '',
  ].join('\n');
}
