import { ConfigError, loadConfig } from './config';
import { startDatabaseUpkeep, upkeepDefaults } from './db/database-upkeep';
import { DataDirLockedError } from './db/data-dir-lock';
import { startEmbeddedDatabase } from './db/embedded-database';
import { stopOnSignals, stopServer } from './platform/shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database starts on its own thread first thing (PGlite compiling and booting its
  // WebAssembly) and migrates as soon as it is up, while the rest of the server loads and builds
  // itself: the compiled server (scripts/build-server.mjs) keeps the modules imported below in
  // chunks of their own, loaded only here. Statements sent meanwhile wait for the migrations, and
  // the server listens once they are done.
  const embedded = config.databaseUrl ? undefined : startEmbeddedDatabase(config.dataDir);
  const opening = import('./db/client').then(({ openDatabase, openEmbedded }) =>
    embedded
      ? openEmbedded(embedded)
      : openDatabase({ databaseUrl: config.databaseUrl }).then((handle) => ({ handle, migrated: Promise.resolve() })),
  );
  const loading = Promise.all([import('./app'), import('./services')]);
  const [{ handle: database, migrated }, [{ buildApp }, { createServices }]] = await Promise.all([
    opening,
    loading,
  ]).catch(async (err: unknown) => {
    await opening.then(({ handle }) => handle.close()).catch(() => undefined);
    throw err;
  });
  const services = await createServices(config, { database }).catch(async (err: unknown) => {
    await database.close().catch(() => undefined);
    throw err;
  });
  const app = await buildApp(services.deps, { logger: { level: config.logLevel } });
  await migrated.catch(async (err: unknown) => {
    await services.close().catch(() => undefined);
    throw err;
  });

  // PGlite has no autovacuum: the server vacuums and analyzes its tables itself (db/database-upkeep.ts).
  const upkeep =
    database.kind === 'pglite' ? startDatabaseUpkeep(database, { ...upkeepDefaults, log: app.log }) : undefined;

  // Reminder digests and the other jobs of the queue kept in the database, run by every server.
  const schedule = services.reminders.start(config.reminderCheckSeconds);

  // SIGTERM or SIGINT: no new connections, the requests under way answered (at most 10 s), the job
  // under way finished, then the database closed (platform/shutdown.ts).
  stopOnSignals(app, () => stopServer({ app, services, scheduled: [schedule, upkeep] }));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Pitboard is running at ${config.baseUrl} (${services.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Pitboard could not start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
