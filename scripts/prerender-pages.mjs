// The public pages a visitor opens first, rendered at build time: the web build (vite.config.ts)
// calls prerenderPages once it has written its files. It builds src/web/prerender.tsx for Node,
// renders each page listed in check-bundle.mjs's `pages` that needs no session, and writes
// dist/web/prerendered/<name>.html: the built index.html with the page's markup in #root, its
// styles in the head and its screen's code asked for at once, so it paints before any script has
// run and with no file but itself. For the signed-in screens in `preloadedPaths` it writes
// dist/web/prerendered/signed-in/<name>.html: index.html naming the screen's scripts for preloading.
// The server sends these files for their addresses (src/server/platform/web-app.ts), the signed-in
// ones to someone signed in.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { closure, pages } from './check-bundle.mjs';

/** Pages sent prerendered: those a signed-out visitor sees the same for everyone. */
export const prerenderedPaths = ['/', '/login'];

/**
 * Signed-in screens sent, to someone signed in, as index.html naming the screen's scripts (the
 * shell's and the screen's) as module preloads: the browser fetches them beside the entry instead
 * of once the entry has run and asked for them, a round trip and the entry's evaluation later. The
 * dashboard is where signing in and the landing page lead. Its stylesheets (a few KB) are still
 * added by Vite's loader as the entry runs: with them preloaded as well, Lighthouse's simulation
 * found nothing the first paint waits for behind the entry's evaluation, put the paint before it
 * and counted all of it as blocking time (a lower score for a page that paints sooner).
 */
const preloadedPaths = ['/dashboard'];

/** Where the page for `pathname` is written, relative to the web build. */
export function prerenderedFile(pathname) {
  return `prerendered/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

/** Where the signed-in page for `pathname` is written, relative to the web build. */
function preloadingFile(pathname) {
  return `prerendered/signed-in/${pathname.slice(1)}.html`;
}

/** Builds the renderer for Node beside the project's packages (it imports them), and loads it. */
async function loadRenderer(configFile, mode) {
  const outDir = path.join(path.dirname(configFile), 'node_modules/.cache/pitboard-prerender');
  await build({
    configFile,
    mode,
    logLevel: 'warn',
    build: { ssr: path.join(path.dirname(configFile), 'src/web/prerender.tsx'), outDir, emptyOutDir: true },
  });
  const file = (await fs.readdir(outDir)).find((name) => /^prerender\.m?js$/.test(name));
  if (!file) throw new Error(`The page renderer was not built in ${outDir}`);
  /** @type {{ renderPage(pathname: string): Promise<string> }} */
  const renderer = await import(pathToFileURL(path.join(outDir, file)).href);
  return { renderer, cleanUp: () => fs.rm(outDir, { recursive: true, force: true }) };
}

/** The build manifest's key of index.html. */
function entryKey(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The build manifest has no index.html entry');
  return entry;
}

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\s*/g;

/**
 * index.html with the page's markup, every stylesheet it needs written into the head (asking for
 * each file would hold the first paint for its round trip), and its screen's code asked for at
 * once.
 */
async function pageHtml(outDir, template, markup, manifest, pageFiles) {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const first = closure(manifest, [entryKey(manifest)]);
  const page = closure(manifest, pageFiles);
  const linked = [...template.matchAll(stylesheetLink)].map((match) => match[1]);
  const sheets = [...new Set([...linked, ...page.css])];
  const css = await Promise.all(sheets.map((file) => fs.readFile(path.join(outDir, file), 'utf8')));
  const preloads = page.js
    .filter((file) => !first.js.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // Nothing is painted before the whole page is parsed: a part of it painted first would move
  // when the rest arrives (the sign-in card is centred on the screen). Rendering waits for an
  // element placed after the page's markup.
  const wholePage = '<link rel="expect" href="#page-parsed" blocking="render">';
  // The files are still named, as disabled links (neither fetched nor applied): Vite's loader then
  // knows them as loaded and does not add them again after the inlined styles when a screen's code
  // loads, where their earlier rules would win over later ones (the buttons lost their look).
  const inlined = sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`);
  return template
    .replace(stylesheetLink, '')
    .replace(
      '</head>',
      () => `<style>${css.join('\n')}</style>${inlined.join('')}${wholePage}${preloads.join('')}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div><template id="page-parsed"></template>`);
}

/** index.html naming the scripts the page needs beyond the first load, as module preloads. */
function preloadingPageHtml(template, manifest, pageFiles) {
  const first = closure(manifest, [entryKey(manifest)]);
  const scripts = closure(manifest, pageFiles)
    .js.filter((file) => !first.js.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return template.replace('</head>', () => `${scripts.join('')}</head>`);
}

/** Renders every prerendered page into `outDir` (the web build's folder). */
export async function prerenderPages(outDir, configFile, mode) {
  const [template, manifestText] = await Promise.all([
    fs.readFile(path.join(outDir, 'index.html'), 'utf8'),
    fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ]);
  const manifest = JSON.parse(manifestText);
  const { renderer, cleanUp } = await loadRenderer(configFile, mode);
  try {
    await fs.mkdir(path.join(outDir, 'prerendered'), { recursive: true });
    for (const pathname of prerenderedPaths) {
      const pageFiles = pages[pathname]?.files;
      if (!pageFiles) throw new Error(`check-bundle.mjs names no files for ${pathname}`);
      const markup = await renderer.renderPage(pathname);
      const html = await pageHtml(outDir, template, markup, manifest, pageFiles);
      await fs.writeFile(path.join(outDir, prerenderedFile(pathname)), html);
    }
    await fs.mkdir(path.join(outDir, 'prerendered/signed-in'), { recursive: true });
    for (const pathname of preloadedPaths) {
      const pageFiles = pages[pathname]?.files;
      if (!pageFiles) throw new Error(`check-bundle.mjs names no files for ${pathname}`);
      await fs.writeFile(
        path.join(outDir, preloadingFile(pathname)),
        preloadingPageHtml(template, manifest, pageFiles),
      );
    }
  } finally {
    await cleanUp();
  }
}
