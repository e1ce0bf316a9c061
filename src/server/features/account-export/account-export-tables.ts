import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { teamTables } from '../../db/references';

/** What the whole-account export holds, read from the schema (docs/decisions/025). */

/**
 * The team-owned tables the archive leaves out, each with the reason (the README repeats it). A
 * new team table is exported unless it is named here; account-export.routes.test.ts fails on a
 * table neither exported nor left out for a reason.
 */
export const tablesLeftOut: Readonly<Record<string, string>> = {
  applied_changes: 'the answers kept for changes sent again with the same Idempotency-Key: transport, not records',
  calendar_feeds: "the hashes of members' secret calendar-feed tokens: a secret, and a new team makes new feeds",
  reminder_digests: 'what the reminder mails last told each member: bookkeeping of mail already sent',
  component_counts: 'running counts kept by triggers: derived from the components',
  event_counts: 'running counts kept by triggers: derived from the events and their records',
  team_record_counts: 'running counts kept by triggers: derived from the records',
  team_data_versions: 'version numbers of kept figures: derived',
  team_counters:
    'the next work order and invoice numbers: they follow from the numbers the work orders and invoices hold',
};

/**
 * Columns of exported tables the archive leaves out, each with the reason: secrets that would
 * open something for whoever holds the file.
 */
export const columnsLeftOut: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  document_links: {
    tokenHash: "the hash of the secret in a client's private link to a document: a new team sends new links",
  },
  user_preferences: {
    unsubscribeToken: "the secret in each member's unsubscribe link: a new team makes new links",
  },
};

/** A table the archive holds: its SQL name and its columns, in the schema's order. */
export interface ExportedTable {
  name: string;
  table: PgTable;
  /** Property name (as rows read through Drizzle spell it) and column. */
  columns: { key: string; column: AnyPgColumn }[];
}

const teamId = (table: PgTable) => getTableConfig(table).columns.some((column) => column.name === 'teamId');

/** Every team-owned table of the schema, less the tables and columns left out, by name. */
export const exportedTables: ExportedTable[] = teamTables
  .filter(teamId)
  .map((table) => ({
    name: getTableConfig(table).name,
    table,
    columns: Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)
      .filter(([key]) => !columnsLeftOut[getTableConfig(table).name]?.[key])
      .map(([key, column]) => ({ key, column })),
  }))
  .filter(({ name }) => !(name in tablesLeftOut))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The columns that hold storage keys of uploaded files (one key, or a list of keys), by table:
 * the files they name are put in the archive under files/. account-export.routes.test.ts fails on
 * a key column of the schema that is not named here.
 */
export const fileColumns: Readonly<Record<string, readonly string[]>> = {
  cars: ['imageKey', 'thumbnailKey'],
  repairs: ['images'],
  team_identities: ['logoKey'],
};

/** A column's name in the database, which heads it in the CSV file. */
export const columnName = (key: string) => toSnakeCase(key);

/**
 * members.csv: the team's members, kept by the sign-in system outside the team tables; the
 * user_id columns of the other files name them.
 */
export const memberColumns = [
  { name: 'user_id', type: 'text', about: 'what the user_id columns of the other files hold' },
  { name: 'name', type: 'text', about: '' },
  { name: 'email', type: 'text', about: 'the sign-in address' },
  { name: 'role', type: 'text', about: 'team_manager, team_administrator or track_technician' },
  { name: 'joined_at', type: 'timestamp with time zone', about: '' },
] as const;
