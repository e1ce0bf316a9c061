import { and, eq, inArray, sql } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { importFingerprints, importMappings } from '../../db/schema';

export async function findMapping(
  team: TeamDb,
  kind: string,
  headerHash: string,
): Promise<(string | null)[] | undefined> {
  const [row] = await team.db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(ofTeam(team, importMappings, eq(importMappings.kind, kind), eq(importMappings.headerHash, headerHash)));
  return row?.mapping;
}

export async function upsertMapping(
  team: TeamDb,
  kind: string,
  headerHash: string,
  mapping: (string | null)[],
): Promise<void> {
  await team.db
    .insert(importMappings)
    .values({ teamId: team.teamId, kind, headerHash, mapping })
    .onConflictDoUpdate({
      target: [importMappings.teamId, importMappings.kind, importMappings.headerHash],
      set: { mapping, updatedAt: sql`now()` },
    });
}

export interface FingerprintRow {
  fingerprint: string;
  recordId: string | null;
}

/** Of these fingerprints, the ones the team has imported (with the record each made). */
export async function findFingerprints(
  team: TeamDb,
  kind: string,
  scope: string,
  fingerprints: readonly string[],
): Promise<FingerprintRow[]> {
  if (fingerprints.length === 0) return [];
  return team.db
    .select({ fingerprint: importFingerprints.fingerprint, recordId: importFingerprints.recordId })
    .from(importFingerprints)
    .where(
      ofTeam(
        team,
        importFingerprints,
        and(
          eq(importFingerprints.kind, kind),
          eq(importFingerprints.scope, scope),
          inArray(importFingerprints.fingerprint, [...fingerprints]),
        ),
      ),
    );
}

export async function insertFingerprints(
  team: TeamDb,
  kind: string,
  scope: string,
  rows: readonly FingerprintRow[],
): Promise<void> {
  if (rows.length === 0) return;
  // Two array parameters rather than one per cell: thousands of rows in one short statement.
  await team.db.execute(sql`
    insert into import_fingerprints (team_id, kind, scope, fingerprint, record_id)
    select ${team.teamId}, ${kind}, ${scope}, f.fingerprint, f.record_id
    from unnest(${sql.param(rows.map((row) => row.fingerprint))}::text[], ${sql.param(rows.map((row) => row.recordId))}::uuid[]) as f(fingerprint, record_id)
    on conflict do nothing`);
}
