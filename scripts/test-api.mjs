// API integration tests: on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('PGlite (embedded)', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) run('PostgreSQL (TEST_DATABASE_URL)', { TEST_DB: 'postgres' });
else console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
