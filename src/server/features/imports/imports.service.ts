import { createHash } from 'node:crypto';
import type { ImportKind, ImportMapping } from '@shared/imports/imports.contract';
import type { RequestContext } from '../../auth/request-context';
import { findFingerprints, findMapping, insertFingerprints, upsertMapping } from './imports.repository';

/*
 * What the import flow keeps per team (docs/decisions/027-imports.md): the column mapping chosen
 * for each shape of file, and a fingerprint of every row imported, so the same row is not
 * imported twice. The records themselves are written by their features, from the import workflow
 * (src/server/workflows/import-records.ts).
 */

/** The team's saved mapping for files of this kind with this header row. */
export async function getSavedMapping(
  ctx: RequestContext,
  kind: ImportKind,
  headerHash: string,
): Promise<ImportMapping | undefined> {
  return findMapping(ctx.team, kind, headerHash);
}

export async function saveMapping(
  ctx: RequestContext,
  kind: ImportKind,
  headerHash: string,
  mapping: ImportMapping,
): Promise<void> {
  await upsertMapping(ctx.team, kind, headerHash, mapping);
}

/** What a fingerprint of the `client` kind names: the client made for an e-mail. */
export type FingerprintKind = ImportKind | 'client';

/** The hex SHA-256 of a row's natural key: what is kept of it. */
export function fingerprintOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const lookupChunk = 1000;

/** Of these keys, the ones imported before, with the record each made (null when none is kept). */
export async function findImportedKeys(
  ctx: RequestContext,
  kind: FingerprintKind,
  scope: string,
  keys: readonly string[],
): Promise<Map<string, string | null>> {
  const byPrint = new Map(keys.map((key) => [fingerprintOf(key), key]));
  const prints = [...byPrint.keys()];
  const found = new Map<string, string | null>();
  for (let start = 0; start < prints.length; start += lookupChunk) {
    for (const row of await findFingerprints(ctx.team, kind, scope, prints.slice(start, start + lookupChunk))) {
      const key = byPrint.get(row.fingerprint);
      if (key !== undefined) found.set(key, row.recordId);
    }
  }
  return found;
}

/** Remembers these rows as imported. Part of the import's transaction. */
export async function recordImportedKeys(
  ctx: RequestContext,
  kind: FingerprintKind,
  scope: string,
  rows: readonly { key: string; recordId: string | null }[],
): Promise<void> {
  await insertFingerprints(
    ctx.team,
    kind,
    scope,
    rows.map((row) => ({ fingerprint: fingerprintOf(row.key), recordId: row.recordId })),
  );
}
