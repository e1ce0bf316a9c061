import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { importKinds } from '@shared/imports/imports.contract';
import { teamKey, teamOwned, timestamps } from './columns';

const kindList = importKinds.map((kind) => `'${kind}'`).join(', ');

/**
 * The column mapping a team chose for a file of one shape: the next file of that kind with the
 * same header row (its hash, `headerHashOf` in src/shared/imports/imports.rules.ts) starts from it.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    ...teamOwned(),
    /** clients, cars, service-records, meter-readings, drivers, tracks */
    kind: text().notNull(),
    headerHash: text().notNull(),
    /** The field of each column of the file, or null. */
    mapping: jsonb().$type<(string | null)[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamKey('import_mappings', t),
    uniqueIndex('import_mappings_kind_hash_idx').on(t.teamId, t.kind, t.headerHash),
    check('import_mappings_kind_check', sql`${t.kind} in (${sql.raw(kindList)})`),
  ],
);

/**
 * The rows a team has imported, by a hash of each row's natural key (and the car a car's history
 * landed on): importing the same row again finds it and adds nothing. `recordId` is the record the
 * row made (a client, to which later rows with the same e-mail add their cars).
 */
export const importFingerprints = pgTable(
  'import_fingerprints',
  {
    ...teamOwned(),
    kind: text().notNull(),
    /** The car a service history or meter readings landed on; '' for the other kinds. */
    scope: text().notNull().default(''),
    /** Hex SHA-256 of the row's natural key. */
    fingerprint: text().notNull(),
    recordId: uuid(),
    ...timestamps(),
  },
  (t) => [
    teamKey('import_fingerprints', t),
    uniqueIndex('import_fingerprints_key_idx').on(t.teamId, t.kind, t.scope, t.fingerprint),
    index('import_fingerprints_record_idx').on(t.teamId, t.recordId),
    check('import_fingerprints_kind_check', sql`${t.kind} in (${sql.raw(kindList)}, 'client')`),
  ],
);
