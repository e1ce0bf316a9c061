// Bundle budget: what the browser loads before the first pages can paint.
// Usage: node scripts/check-bundle.mjs [web build folder, default dist/web]
// Reads the build's .vite/manifest.json (chunks and stylesheets each entry and lazy page needs)
// and .vite/modules.json (npm packages and app files in each chunk, written by vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Budgets in gzip bytes. The first load is what index.html names (entry and modulepreloads), the
 * same for every address. Each page adds the lazily loaded files it waits for (relative to src/web)
 * before it can paint; its budget leaves a little room over today's size, so a page that grows a lot
 * is noticed. `requests` counts its files, scripts and stylesheets: over HTTP/1.1 a phone fetches
 * six at a time, each a round trip, and each lazy one is a link element that Vite's preload helper
 * inserts while the entry runs (the dashboard's 29 files were a fifth of that task at 4x).
 */
// The first load holds the route table, which grows by about 100 bytes with each screen (its
// address and the list of files it preloads): the next step, rather than a larger budget, is to
// discover the signed-in screens' routes on navigation (React Router's patchRoutesOnNavigation).
export const firstLoadBudget = { js: 151_000, css: 25_000, requests: 5 };
export const pages = {
  '/': { files: ['features/landing/pages/landing-page.tsx'], js: 185_000, css: 25_000, requests: 13 },
  '/login': { files: ['features/account/pages/login-page.tsx'], js: 200_000, css: 25_000, requests: 15 },
  '/dashboard': {
    files: ['app/shell/app-layout.tsx', 'app/shell/shell-reads.ts', 'features/dashboard/pages/dashboard-page.tsx'],
    js: 205_000,
    css: 25_000,
    requests: 13,
    // Zod (26 kB) is for forms; the shell and the dashboard read constants from zod-free modules
    // (*.rules.ts, team.messages.ts), not from the contracts that build schemas. floating-ui (25 kB)
    // positions menus and tooltips: the header's menus (ui/deferred-menu.tsx) and the dashboard's
    // hints (ui/hover-hint.tsx) load it when first used.
    without: ['zod', '@floating-ui/react', '@floating-ui/dom'],
  },
};

/** Libraries only the screens that use them may load. */
const lateLibraries = ['recharts', '@mantine/charts', '@mantine/dates', 'dayjs'];
/** The signed-in app shell, which only signed-in screens may load. */
const shellFiles = ['app/shell/app-layout.tsx', 'app/shell/sidebar.tsx', 'app/shell/user-menu.tsx'];

/** Chunks reached from `keys` by static imports, with the stylesheets they need. */
export function closure(manifest, keys) {
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css: [...css] };
}

/** What the first load and each page load, and the rules they break. */
export function checkBundle(manifest, modules, sizeOf) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The build manifest has no index.html entry');
  const targets = [
    { name: 'first load', files: [], ...firstLoadBudget },
    ...Object.entries(pages).map(([name, page]) => ({ name, ...page })),
  ];
  return targets.map((target) => {
    // A page file missing from the manifest is not split off: it is part of the entry chunk.
    const { js, css } = closure(manifest, [entry, ...target.files.filter((file) => manifest[file])]);
    const jsBytes = js.reduce((sum, file) => sum + sizeOf(file), 0);
    const cssBytes = css.reduce((sum, file) => sum + sizeOf(file), 0);
    const problems = [];
    if (jsBytes > target.js) problems.push(`JavaScript ${kb(jsBytes)} gzip is over its ${kb(target.js)} budget`);
    if (cssBytes > target.css) problems.push(`CSS ${kb(cssBytes)} gzip is over its ${kb(target.css)} budget`);
    const requests = js.length + css.length;
    if (requests > target.requests) problems.push(`${requests} files are over its budget of ${target.requests}`);
    for (const file of js) {
      const content = modules[file] ?? { packages: [], sources: [] };
      const late = content.packages.filter((pkg) => lateLibraries.includes(pkg));
      if (late.length > 0)
        problems.push(`${file} brings ${late.join(', ')}, which only the screens using them may load`);
      const unneeded = content.packages.filter((pkg) => target.without?.includes(pkg));
      if (unneeded.length > 0)
        problems.push(`${file} brings ${unneeded.join(', ')}, which ${target.name} must not load`);
      if (!target.name.startsWith('/dashboard') && content.sources.some((source) => shellFiles.includes(source))) {
        problems.push(`${file} brings the signed-in app shell (src/web/app/shell/app-layout.tsx)`);
      }
    }
    return { name: target.name, jsBytes, cssBytes, jsFiles: js.length, cssFiles: css.length, budget: target, problems };
  });
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Reads the build in `dist` and weighs what each target loads (gzip); undefined when there is no build. */
export function measureBundle(dist) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', file), 'utf8'));
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) return undefined;
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  return checkBundle(read('manifest.json'), read('modules.json'), sizeOf);
}

function main() {
  const dist = path.resolve(process.argv[2] ?? 'dist/web');
  const results = measureBundle(dist);
  if (!results) {
    console.error(`✗ No build in ${dist} (run npm run build first)`);
    process.exit(1);
  }
  console.log('Bundle budget (gzip; a page is the first load plus the files it loads before it paints)');
  for (const r of results) {
    const mark = r.problems.length === 0 ? '✓' : '✗';
    const js = `${kb(r.jsBytes)} of ${kb(r.budget.js)}`.padStart(20);
    const css = `${kb(r.cssBytes)} of ${kb(r.budget.css)}`.padStart(18);
    const files = `${r.jsFiles + r.cssFiles} of ${r.budget.requests} files`;
    console.log(`${mark} ${r.name.padEnd(11)} JS ${js} (${r.jsFiles})   CSS ${css} (${r.cssFiles})   ${files}`);
    for (const problem of r.problems) console.log(`    ${problem}`);
  }
  if (results.some((r) => r.problems.length > 0)) {
    console.error(
      '✗ Bundle budget exceeded: lazy-load what these pages do not need (see vite.config.ts and src/web/app/routes.tsx).',
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
