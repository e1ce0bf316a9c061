import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../src/server/db/schema';
import { forTeam, type TeamDb } from '../../src/server/db/team-db';
import type { RawQuery } from './types';

/** Builds the SQL the repositories run, without a connection. */
const sqlOnly = drizzle.mock({ schema, casing: 'snake_case' });

/** The bench team as the repositories see it (for building their SQL only). */
export const sqlOnlyTeam = (teamId: string): TeamDb => forTeam(sqlOnly, teamId);

export const raw = (query: { toSQL(): { sql: string; params: unknown[] } }): RawQuery => {
  const { sql, params } = query.toSQL();
  return { text: sql, params };
};
