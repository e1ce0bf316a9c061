import fs from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';
import { tableOwners } from './table-owners.js';

/*
 * The server's layers, checked on the file each import resolves to (the TypeScript resolver of
 * the base config), so no spelling of an import — relative, `./../`, `@server/…` — gets round them:
 * - a feature reaches another feature only through its services (a demo seed may use other
 *   features' demo seeds, a test their demo seeds and test fixtures), never its repositories,
 *   routes or internals, and never the workflows above it;
 * - the workflows call the features through their services only;
 * - auth, db and platform sit below the features and import none of them;
 * - nothing but the app's own wiring opens the database (db/client): repositories get a TeamDb
 *   (or a PublicDb), and only repositories read its connection (`.db`);
 * - a feature writes (insert, update, delete) only the tables it owns (./table-owners.js), and
 *   imports tables under their own names, so that rule sees every write.
 */

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'src/server');
const featuresDir = path.join(serverDir, 'features');
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const allTables = Object.values(tableOwners).flat();

/** What a feature's files are, by name: their code, their demo seeds, their tests and test fixtures. */
const roles = {
  code: { files: '!(*.demo-seed|*.test|*.test-fixtures).ts', reaches: ['service'] },
  demoSeeds: { files: '*.demo-seed.ts', reaches: ['service', 'demo-seed'] },
  tests: { files: '*.@(test|test-fixtures).ts', reaches: ['service', 'demo-seed', 'test-fixtures'] },
};

/** A feature's files of the given kinds (`service`, `demo-seed` …), as paths relative to src/server/features. */
function filesOf(feature, kinds) {
  return fs
    .readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' })
    .filter((file) => kinds.some((kind) => file.endsWith(`.${kind}.ts`)))
    .map((file) => `./${feature}/${file}`);
}

const messages = {
  feature:
    'A feature reaches another feature only through its services (*.service.ts), never its repository, routes or internals.',
  workflowsAbove: 'Features never import the workflows: the workflows call the features.',
  workflow: 'A workflow calls the features through their services (*.service.ts), never their repositories or routes.',
  below: 'auth, db and platform sit below the features: they import no feature and no workflow (the app wires them).',
  seed: 'The demo seed reaches the features through their services and demo seeds, never their repositories.',
  client: 'Only the app opens the database: repositories take a TeamDb (db/team-db.ts).',
};

/** Each feature's files, by role, may import only what that role may reach of the other features. */
const featureZones = features.flatMap((feature) =>
  Object.values(roles).map((role) => ({
    target: `./src/server/features/${feature}/**/${role.files}`,
    from: './src/server/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).flatMap((other) => filesOf(other, role.reaches)),
    ],
    message: messages.feature,
  })),
);

const services = features.flatMap((feature) => filesOf(feature, ['service']));
const notTests = (folder) => `./src/server/${folder}/**/!(*.test|*.test-fixtures).ts`;

const serverZones = [
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  ...featureZones,
  { target: './src/server/features', from: './src/server/workflows', message: messages.workflowsAbove },
  { target: notTests('workflows'), from: './src/server/features', except: services, message: messages.workflow },
  {
    target: './src/server/workflows/**/*.test.ts',
    from: './src/server/features',
    except: features.flatMap((feature) => filesOf(feature, ['service', 'demo-seed', 'test-fixtures'])),
    message: messages.workflow,
  },
  {
    target: ['./src/server/auth', notTests('db'), notTests('platform')],
    from: ['./src/server/features', './src/server/workflows', './src/server/seed'],
    message: messages.below,
  },
  {
    target: notTests('seed'),
    from: './src/server/features',
    except: features.flatMap((feature) => filesOf(feature, ['service', 'demo-seed'])),
    message: messages.seed,
  },
  {
    target: [notTests('features'), notTests('workflows'), notTests('seed')],
    from: './src/server/db/client.ts',
    message: messages.client,
  },
];

/** Writes to another feature's tables however the table is named: `cars`, `schema.cars`, `schema['cars']`. */
function writesOutside(feature) {
  const own = new Set(tableOwners[feature] ?? []);
  const others = allTables.filter((table) => !own.has(table));
  if (others.length === 0) return [];
  const names = `/^(${others.join('|')})$/`;
  const write = 'CallExpression[callee.property.name=/^(insert|update|delete)$/]';
  const message = `The ${feature} feature writes only its own tables; call the owning feature's service.`;
  return [
    { selector: `${write} > Identifier.arguments[name=${names}]`, message },
    { selector: `${write} > MemberExpression.arguments[computed=false][property.name=${names}]`, message },
    { selector: `${write} > MemberExpression.arguments[computed=true][property.value=${names}]`, message },
  ];
}

/** A table imported under another name would slip past the write rule. */
const renamedTables = allTables.map((table) => ({
  selector: `ImportSpecifier[imported.name='${table}'][local.name!='${table}']`,
  message: 'Import a table under its own name, so the write rules see what is written.',
}));

/** The connection inside a TeamDb (or AppDeps): read by repositories only. */
const connectionMessage =
  'Only repositories read the connection (`.db`); services, routes and seeds hand the TeamDb on (db/team-db.ts).';
const connection = [
  { selector: "MemberExpression[property.name='db']", message: connectionMessage },
  { selector: "ObjectPattern > Property[key.name='db']", message: connectionMessage },
  { selector: "TSIndexedAccessType[indexType.literal.value='db']", message: connectionMessage },
];

/** Tests and their fixtures set up data directly. */
const testSupport = ['src/server/features/**/*.test.ts', 'src/server/features/**/*.test-fixtures.ts'];

export default [
  {
    files: ['src/server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Options replace those of the base config for these files, so its server zone is repeated here.
      'import/no-restricted-paths': ['error', { basePath: root, zones: serverZones }],
    },
  },
  ...features.flatMap((feature) => {
    const tables = [...writesOutside(feature), ...renamedTables];
    return [
      {
        files: [`src/server/features/${feature}/**/*.ts`],
        ignores: testSupport,
        rules: { 'no-restricted-syntax': ['error', ...tables] },
      },
      {
        // The same rule's options replace those above for these files: the table rules are repeated.
        files: [`src/server/features/${feature}/**/*.ts`],
        ignores: [...testSupport, '**/*.repository.ts'],
        rules: { 'no-restricted-syntax': ['error', ...tables, ...connection] },
      },
    ];
  }),
];
