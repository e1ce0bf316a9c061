import { describe, expect, it } from 'vitest';
import { checkBundle, type BuildManifestChunk } from './check-bundle.mjs';

/**
 * A build with the entry, the dashboard's two screens and, when asked, zod in a chunk the shell
 * imports, or the dashboard's components split into `componentChunks` chunks with a stylesheet each.
 */
function build({ shellImportsZod = false, componentChunks = 0 } = {}) {
  const components = Array.from({ length: componentChunks }, (_, i) => `_component-${i}.js`);
  const manifest: Record<string, BuildManifestChunk> = {
    'index.html': { file: 'assets/entry.js', isEntry: true },
    'app/shell/app-layout.tsx': { file: 'assets/app-layout.js', imports: shellImportsZod ? ['_zod.js'] : [] },
    'features/dashboard/pages/dashboard-page.tsx': { file: 'assets/dashboard-page.js', imports: components },
    '_zod.js': { file: 'assets/zod.js' },
    ...Object.fromEntries(components.map((key, i) => [key, { file: `assets/c${i}.js`, css: [`assets/c${i}.css`] }])),
  };
  const modules = {
    'assets/entry.js': { packages: ['react'], sources: ['main.tsx'] },
    'assets/app-layout.js': { packages: ['@mantine/core'], sources: ['app/shell/app-layout.tsx'] },
    'assets/dashboard-page.js': { packages: [], sources: ['features/dashboard/pages/dashboard-page.tsx'] },
    'assets/zod.js': { packages: ['zod'], sources: ['../shared/lib/schema-helpers.ts'] },
  };
  return checkBundle(manifest, modules, () => 1_000);
}

const dashboardOf = (options: Parameters<typeof build>[0]) =>
  build(options).find((target) => target.name === '/dashboard');

describe('bundle check', () => {
  it('passes a dashboard that loads no zod', () => {
    expect(dashboardOf({})?.problems).toEqual([]);
  });

  it('fails the dashboard when a file it waits for brings zod', () => {
    expect(dashboardOf({ shellImportsZod: true })?.problems).toEqual([
      'assets/zod.js brings zod, which /dashboard must not load',
    ]);
  });

  it('fails the dashboard when it waits for more files than its budget', () => {
    // The entry, the shell and the page, then a script and a stylesheet per component chunk.
    expect(dashboardOf({ componentChunks: 5 })?.problems).toEqual([]);
    expect(dashboardOf({ componentChunks: 6 })?.problems).toEqual(['15 files are over its budget of 13']);
  });
});
