import { describe, expect, it } from 'vitest';
import { checkBundle, type BuildManifestChunk } from './check-bundle.mjs';

/** A build with the entry, the dashboard's two screens and, when asked, zod in a chunk the shell imports. */
function build(shellImportsZod: boolean) {
  const manifest: Record<string, BuildManifestChunk> = {
    'index.html': { file: 'assets/entry.js', isEntry: true },
    'app/shell/app-layout.tsx': { file: 'assets/app-layout.js', imports: shellImportsZod ? ['_zod.js'] : [] },
    'features/dashboard/pages/dashboard-page.tsx': { file: 'assets/dashboard-page.js' },
    '_zod.js': { file: 'assets/zod.js' },
  };
  const modules = {
    'assets/entry.js': { packages: ['react'], sources: ['main.tsx'] },
    'assets/app-layout.js': { packages: ['@mantine/core'], sources: ['app/shell/app-layout.tsx'] },
    'assets/dashboard-page.js': { packages: [], sources: ['features/dashboard/pages/dashboard-page.tsx'] },
    'assets/zod.js': { packages: ['zod'], sources: ['../shared/lib/schema-helpers.ts'] },
  };
  return checkBundle(manifest, modules, () => 1_000);
}

const dashboardOf = (shellImportsZod: boolean) => build(shellImportsZod).find((target) => target.name === '/dashboard');

describe('bundle check', () => {
  it('passes a dashboard that loads no zod', () => {
    expect(dashboardOf(false)?.problems).toEqual([]);
  });

  it('fails the dashboard when a file it waits for brings zod', () => {
    expect(dashboardOf(true)?.problems).toEqual(['assets/zod.js brings zod, which /dashboard must not load']);
  });
});
