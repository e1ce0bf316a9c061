// Feature boundaries of the web app: a feature under src/web/features/<a>/ may import another
// feature <b> only through <b>'s api/ folder, its public api: its data hooks, query options and
// keys, and the few components of its own domain that others show (a repair's status badge, the
// plans' pricing table). What every feature shares and no domain owns lives in src/web/ui or
// src/web/lib, which import no feature; pages made of several features' components are composed
// in src/web/app.
import fs from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'src/web/features');
const message = 'A feature reaches another feature only through its api/ folder.';

const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** For each feature: everything under src/web/features is off limits except itself and the others' api/ folders. */
const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/api`)],
  message,
}));

export default [
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Options replace those of the base config for these files, so its web zone is repeated here.
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP only.' },
            {
              target: ['./src/web/ui', './src/web/lib'],
              from: './src/web/features',
              message: 'src/web/ui and src/web/lib serve every feature, so they import none.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
];
