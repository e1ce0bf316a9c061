import fs from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';
import { tableOwners } from './table-owners.js';

/*
 * Feature boundaries on the server:
 * - a feature reaches another only through its service (demo seeds may use other features'
 *   seeds, tests other features' test fixtures), never its repository, routes or internals;
 * - features never open the database themselves: repositories get a TeamDb;
 * - a feature writes (insert, update, delete) only the tables it owns (./table-owners.js);
 * - workflows (src/server/workflows: writes and checks that span features) call the features'
 *   services; features never import a workflow, so no feature depends on another through one.
 *   These two are zones on the resolved file, whatever the spelling of the import.
 */

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'src', 'server', 'features');
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What a workflow may import of a feature (paths under src/server/features): its services, and in tests its fixtures. */
const featureEntryPoints = features.flatMap((feature) =>
  fs
    .readdirSync(path.join(featuresDir, feature))
    .filter((file) => /\.(service|test-fixtures)\.ts$/.test(file))
    .map((file) => `./${feature}/${file}`),
);
const allTables = Object.values(tableOwners).flat();

const crossFeatureImports = {
  regex: String.raw`^\.\./[a-z-]+/(?![a-z-]+\.(service|demo-seed|test-fixtures)$)`,
  message: 'A feature reaches another feature only through its service (*.service.ts).',
};
const databaseClient = {
  regex: String.raw`^\.\./\.\./db/client$`,
  message: 'Features do not open the database: repositories take a TeamDb (db/team-db.ts).',
};

/** Tests and their fixtures set up data directly. */
const testSupport = ['src/server/features/**/*.test.ts', 'src/server/features/**/*.test-fixtures.ts'];

function writesOutside(feature) {
  const own = new Set(tableOwners[feature] ?? []);
  const others = allTables.filter((table) => !own.has(table));
  if (others.length === 0) return [];
  const names = `/^(${others.join('|')})$/`;
  return [
    {
      selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=${names}]`,
      message: `The ${feature} feature writes only its own tables; call the owning feature's service.`,
    },
  ];
}

/** Zones between the server's layers (the base config's server zone is repeated: these options replace its). */
const serverZones = [
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  {
    target: './src/server/features',
    from: './src/server/workflows',
    message: 'Features never import workflows: a workflow calls the features, not the other way round.',
  },
  {
    target: './src/server/workflows',
    from: './src/server/features',
    except: featureEntryPoints,
    message: 'A workflow reaches a feature only through its service (*.service.ts).',
  },
  {
    target: './src/server/workflows',
    from: './src/server/db/client.ts',
    message: 'Workflows do not open the database: they work on the request context (its TeamDb).',
  },
];

export default [
  {
    files: ['src/server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
  {
    files: ['src/server/features/**/*.ts'],
    ignores: testSupport,
    rules: { 'no-restricted-imports': ['error', { patterns: [crossFeatureImports, databaseClient] }] },
  },
  {
    files: testSupport,
    rules: { 'no-restricted-imports': ['error', { patterns: [crossFeatureImports] }] },
  },
  ...features.map((feature) => ({
    files: [`src/server/features/${feature}/**/*.ts`],
    ignores: testSupport,
    rules: { 'no-restricted-syntax': ['error', ...writesOutside(feature)] },
  })),
];
