import { loadConfig } from '../src/server/config';
import { demoAccount, seedDemo } from '../src/server/seed/demo-seed';
import { createServices } from '../src/server/services';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const services = await createServices(config);
try {
  await seedDemo(services.deps);
  console.log('Demo account ready:');
  console.log(`  e-mail:   ${demoAccount.email}`);
  console.log(`  password: ${demoAccount.password}`);
  console.log(`Start Pitboard with "npm start" and sign in at ${config.baseUrl}/login`);
} catch (err) {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await services.close();
}
