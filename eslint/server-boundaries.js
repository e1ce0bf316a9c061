import fs from 'node:fs';
import path from 'node:path';
import { tableOwners } from './table-owners.js';

/*
 * Feature boundaries on the server:
 * - a feature reaches another only through its service (demo seeds may use other features'
 *   seeds, tests other features' test fixtures), never its repository, routes or internals;
 * - features never open the database themselves: repositories get a TeamDb;
 * - a feature writes (insert, update, delete) only the tables it owns (./table-owners.js).
 */

const featuresDir = path.join(import.meta.dirname, '..', 'src', 'server', 'features');
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
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

export default [
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
