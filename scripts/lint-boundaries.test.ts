import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import serverBoundaries from '../eslint/server-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');

/** Lints `code` as if it were the file at `file`, with only the boundary rules. */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
      ...serverBoundaries,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

const importing = (specifier: string, type = false) =>
  `import ${type ? 'type ' : ''}{ x } from '${specifier}';\nexport const y = x;\n`;

const reachesAnotherFeature = 'A feature reaches another feature only through its services';

describe('server feature boundaries: imports, however spelled, are checked on the file they resolve to', () => {
  const carsService = 'src/server/features/cars/cars.service.ts';

  it.each([
    ['a relative path', '../events/events.repository'],
    ['a ./../ path', './../events/events.repository'],
    ['a longer way round', '../../features/events/events.repository'],
    ['the @server alias', '@server/features/events/events.repository'],
  ])("refuses another feature's repository through %s", async (_form, specifier) => {
    expect(await problemsOf(carsService, importing(specifier))).toEqual([
      expect.stringContaining(reachesAnotherFeature),
    ]);
  });

  it("refuses another feature's routes and internals, and a type import of them", async () => {
    for (const specifier of ['@server/features/events/events.routes', './../invoices/invoice-pdf']) {
      expect(await problemsOf(carsService, importing(specifier)), specifier).toEqual([
        expect.stringContaining(reachesAnotherFeature),
      ]);
    }
    expect(await problemsOf(carsService, importing('../events/events.repository', true))).toEqual([
      expect.stringContaining(reachesAnotherFeature),
    ]);
  });

  it("accepts another feature's service, and the feature's own repository, by any spelling", async () => {
    for (const specifier of [
      '../subscription/subscription.service',
      './../subscription/subscription.service',
      '@server/features/subscription/subscription.service',
      './cars.repository',
      '@server/features/cars/cars.repository',
    ]) {
      expect(await problemsOf(carsService, importing(specifier)), specifier).toEqual([]);
    }
  });

  it("lets a demo seed use other features' demo seeds and a test their fixtures, but not their repositories", async () => {
    const seed = 'src/server/features/race-results/race-results.demo-seed.ts';
    expect(await problemsOf(seed, importing('../event-sessions/event-sessions.demo-seed'))).toEqual([]);
    expect(await problemsOf(seed, importing('@server/features/event-cars/event-cars.repository'))).toEqual([
      expect.stringContaining(reachesAnotherFeature),
    ]);
    const test = 'src/server/features/drivers/drivers.routes.test.ts';
    expect(await problemsOf(test, importing('../event-cars/event-cars.test-fixtures'))).toEqual([]);
    expect(await problemsOf(test, importing('../event-cars/event-cars.repository'))).toEqual([
      expect.stringContaining(reachesAnotherFeature),
    ]);
    // Feature code does not use another feature's demo seed or fixtures.
    expect(await problemsOf(carsService, importing('../events/events.demo-seed'))).toEqual([
      expect.stringContaining(reachesAnotherFeature),
    ]);
  });

  it('refuses the database client in a feature, however it is reached', async () => {
    for (const specifier of ['../../db/client', './../../db/client', '@server/db/client']) {
      expect(await problemsOf(carsService, importing(specifier, true)), specifier).toEqual([
        expect.stringContaining('Only the app opens the database'),
      ]);
    }
  });

  it('refuses a workflow in a feature', async () => {
    for (const specifier of ['../../workflows/use-item-in-order', '@server/workflows/car-removal']) {
      expect(await problemsOf(carsService, importing(specifier)), specifier).toEqual([
        expect.stringContaining('Features never import the workflows'),
      ]);
    }
  });

  it("lets a workflow call features' services, not their repositories or routes", async () => {
    const workflow = 'src/server/workflows/use-item-in-order.ts';
    expect(await problemsOf(workflow, importing('../features/inventory/stock-moves.service'))).toEqual([]);
    expect(await problemsOf(workflow, importing('@server/features/work-orders/work-orders.service'))).toEqual([]);
    for (const specifier of [
      '../features/inventory/inventory-items.repository',
      '@server/features/work-orders/work-orders.routes',
    ]) {
      expect(await problemsOf(workflow, importing(specifier)), specifier).toEqual([
        expect.stringContaining('A workflow calls the features through their services'),
      ]);
    }
    expect(await problemsOf(workflow, importing('@server/db/client', true))).toEqual([
      expect.stringContaining('Only the app opens the database'),
    ]);
  });

  it('refuses any feature or workflow in auth', async () => {
    const auth = 'src/server/auth/team-membership.ts';
    for (const specifier of [
      '../features/public-profile/public-profile.service',
      '@server/features/preferences/preferences.service',
      '../workflows/provision-team',
    ]) {
      expect(await problemsOf(auth, importing(specifier)), specifier).toEqual([
        expect.stringContaining('auth, db and platform sit below the features'),
      ]);
    }
  });
});

describe('server feature boundaries: writes and the connection', () => {
  const clientsRepository = 'src/server/features/clients/clients.repository.ts';
  const writesOnlyItsOwn = 'The clients feature writes only its own tables';

  it.each([
    [
      'by its name',
      "import { cars } from '../../db/schema';\nexport const x = (db: any) => db.update(cars).set({});\n",
    ],
    [
      'through the schema namespace',
      "import * as schema from '@server/db/schema';\nexport const x = (db: any) => db.insert(schema.cars).values({});\n",
    ],
    [
      'through a computed member',
      "import * as schema from '../../db/schema';\nexport const x = (db: any) => db.delete(schema['cars']);\n",
    ],
  ])("refuses a write to another feature's table %s", async (_form, code) => {
    expect(await problemsOf(clientsRepository, code)).toEqual([expect.stringContaining(writesOnlyItsOwn)]);
  });

  it('refuses a table imported under another name', async () => {
    const code =
      "import { cars as vehicles } from '../../db/schema';\nexport const x = (db: any) => db.update(vehicles);\n";
    expect(await problemsOf(clientsRepository, code)).toEqual([
      expect.stringContaining('Import a table under its own name'),
    ]);
  });

  it("accepts a write to the feature's own table and a read of another's", async () => {
    const code =
      "import { cars, clients } from '../../db/schema';\n" +
      'export const x = (db: any) => [db.update(clients).set({}), db.select().from(cars)];\n';
    expect(await problemsOf(clientsRepository, code)).toEqual([]);
  });

  it('lets only repositories read the connection of a TeamDb or the app', async () => {
    const code = [
      "import type { TeamDb } from '../../db/team-db';",
      'export const a = (team: TeamDb) => team.db;',
      'export const b = ({ db }: { db: unknown }) => db;',
      "export type C = TeamDb['db'];",
    ].join('\n');
    const refused = await problemsOf('src/server/features/clients/clients.service.ts', code);
    expect(refused).toEqual(Array(3).fill(expect.stringContaining('Only repositories read the connection')));
    expect(await problemsOf(clientsRepository, code)).toEqual([]);
  });
});
