import pg from 'pg';

/** The PostgreSQL server to test on (TEST_DB=postgres with TEST_DATABASE_URL), or null for PGlite. */
export function testPostgresServer(): string | null {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return process.env.TEST_DB === 'postgres' && serverUrl ? serverUrl : null;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement (CREATE / DROP DATABASE …) on its own connection to the server's own database. */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query<R>(sql, params)).rows;
  } finally {
    await admin.end();
  }
}
