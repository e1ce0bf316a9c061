import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender-pages.mjs';
import type * as ThemeCssVariables from './src/web/app/theme-css-variables';

const root = path.resolve(import.meta.dirname, 'src/web');
/** The app's sources: the web app's and the code it shares with the server (src/shared, named ../shared/…). */
const srcRoot = path.resolve(import.meta.dirname, 'src');

/**
 * Mantine's styles per component: each `<Name>.module.mjs` of @mantine/core (the class names of
 * one component) gets an import of `@mantine/core/styles/<Name>.layer.css`, and the other Mantine
 * packages' modules get their package's stylesheet, so a component's CSS lands in the same chunk as
 * its code: the first page loads only the styles of the components it shows. The `.layer.css`
 * files put Mantine in `@layer mantine`, so the app's own CSS wins whatever order chunks load in.
 * The dev server pre-bundles dependencies without this transform, so it loads whole stylesheets.
 */
function mantineStylesPerComponent(): Plugin {
  const packageStyles = /[\\/]node_modules[\\/]@mantine[\\/](notifications|dates|charts)[\\/]esm[\\/].*\.module\.mjs$/;
  const coreStyles = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  let serve = false;
  return {
    name: 'pitboard:mantine-styles-per-component',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        if (id !== path.join(root, 'main.tsx')) return null;
        const sheets = ['core', 'notifications', 'dates', 'charts'].map(
          (p) => `import '@mantine/${p}/styles.layer.css';`,
        );
        // The whole core stylesheet holds the base styles main.tsx imports on their own.
        const withoutBase = code.replace(/^import ['"]@mantine\/core\/styles\/[\w-]+\.layer\.css['"];?$/gm, '');
        return { code: `${sheets.join('\n')}\n${withoutBase}`, map: null };
      }
      const component = coreStyles.exec(id)?.[1];
      const otherPackage = packageStyles.exec(id)?.[1];
      const sheet = component
        ? `@mantine/core/styles/${component}.layer.css`
        : otherPackage && `@mantine/${otherPackage}/styles.layer.css`;
      if (!sheet) return null;
      // Appended after the module's own imports, so a component's styles follow those of the components it is built on.
      return { code: `${code}\nimport '${sheet}';\n`, map: null };
    },
  };
}

/**
 * Writes `.vite/modules.json`: for each chunk, the npm packages and app files in it (relative to
 * src/web, so shared code is named ../shared/…). The bundle budget check (scripts/check-bundle.mjs)
 * reads it to tell which libraries a page loads.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'pitboard:chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, { packages: string[]; sources: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set<string>();
        const sources = new Set<string>();
        for (const id of Object.keys(chunk.modules)) {
          const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
          if (pkg) packages.add(pkg.replace('\\', '/'));
          else if (id.startsWith(srcRoot)) sources.add(path.relative(root, id).split(path.sep).join('/'));
        }
        report[chunk.fileName] = { packages: [...packages].sort(), sources: [...sources].sort() };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report, null, 1) });
    },
  };
}

/** For Node imports at build time: every CSS module imported is an empty map of class names. */
function cssModulesAsEmpty(): Plugin {
  const stub = '\0pitboard:empty-css-module';
  return {
    name: 'pitboard:css-modules-as-empty',
    enforce: 'pre',
    resolveId: (source) => (source.endsWith('.module.css') ? stub : null),
    load: (id) => (id === stub ? 'export default {};' : null),
  };
}

/**
 * The theme's CSS variables, written into index.html's head as Mantine's provider would write them
 * (src/web/app/theme-css-variables.tsx renders the provider once, here in Node), so the provider
 * in the browser does not compute them on each of its renders. Made again whenever index.html is.
 */
function themeVariablesInHtml(): Plugin {
  return {
    name: 'pitboard:theme-variables-in-html',
    async transformIndexHtml() {
      const { module } = await runnerImport<typeof ThemeCssVariables>(
        path.join(root, 'app/theme-css-variables.tsx'),
        // Class names do not change the variables; the theme's CSS module is read as an empty one.
        { configFile: false, logLevel: 'error', plugins: [cssModulesAsEmpty()] },
      );
      return [
        {
          tag: 'style',
          attrs: { 'data-mantine-styles': 'theme' },
          children: module.themeCssVariables(),
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * The favicon (public/favicon.svg, 294 bytes) written into the page as a data: address. Chromium
 * asks for the icon once the page has loaded, while the shell's scripts and first reads are still
 * on their way: as a file it took one of the six connections a phone opens to the server (HTTP/1.1)
 * for a round trip, and Lighthouse's simulation then held the entry script back behind it.
 */
function faviconInHtml(): Plugin {
  const href = 'href="/favicon.svg"';
  return {
    name: 'pitboard:favicon-in-html',
    async transformIndexHtml(html) {
      if (!html.includes(href)) throw new Error(`index.html has no <link rel="icon" ${href}>`);
      const svg = (await fs.readFile(path.join(root, 'public/favicon.svg'), 'utf8')).trim();
      return html.replace(href, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

/** The dark page background (theme.ts, dark 7): the installed app's title bar and splash screen. */
const pageBackground = '#242424';

/**
 * The installable app: a web app manifest and a Workbox service worker that precaches the app shell
 * and the code of every screen, so the at-the-track screens open without a network. A new version
 * waits until the user takes it (src/web/app/pwa registers the worker and offers the reload), rather
 * than running stale code silently or reloading under the user's hands.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // Registered from the app, after the first page has loaded.
    injectRegister: false,
    // The favicon is written into the page itself (faviconInHtml).
    includeAssets: ['apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Pitboard',
      short_name: 'Pitboard',
      description: 'Race cars, service life, events, inspections and race-shop management.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: pageBackground,
      background_color: pageBackground,
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell and every chunk of code and styles (the build's own .vite reports stay out).
      globPatterns: ['**/*.{js,css,html}'],
      // The prerendered public pages are for a first visit over the network; the worker opens the shell.
      globIgnores: ['prerendered/**'],
      // Any page address opens the cached shell; the client router decides. The API is never the shell.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
    },
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes the pages sent prerendered (scripts/prerender-pages.mjs), then writes `x.gz` and
 * `x.br` next to every text asset of the build, for the server to send as they are.
 */
function prerenderAndPrecompress(): Plugin {
  let outDir = '';
  let configFile = '';
  let mode = '';
  return {
    name: 'pitboard:prerender-and-precompress',
    apply: 'build',
    // After vite-plugin-pwa (also 'post', listed before), so that the service worker it writes is compressed too.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? path.resolve(import.meta.dirname, 'vite.config.ts');
      mode = config.mode;
    },
    async closeBundle() {
      await prerenderPages(outDir, configFile, mode);
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile() && /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f.name))
        .map((f) => path.join(f.parentPath, f.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(content, { level: 9 }),
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * Mantine's display components (their code and their styles) that most screens draw, built as one
 * chunk (see `codeSplitting` below). Their styles keep their order: in the chunk, modules run in
 * import order, so a component's styles follow those of the one it is built on (Card's follow
 * Paper's), and a component elsewhere built on one of them (a Modal's content on Paper) loads after it.
 */
const displayComponents = new RegExp(
  String.raw`[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/]|styles[\\/])` +
    String.raw`(ActionIcon|Badge|Card|Grid|Image|List|Paper|SimpleGrid|ThemeIcon|Title|VisuallyHidden)[\\/.]`,
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  publicDir: path.join(root, 'public'),
  // The build for Node that renders the prerendered pages needs none of the browser build's steps.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        mantineStylesPerComponent(),
        themeVariablesInHtml(),
        faviconInHtml(),
        chunkModulesReport(),
        installableApp(),
        prerenderAndPrecompress(),
      ],
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@web': root,
      // React Router 7's package exports name only its development build, which keeps the
      // development warnings; the build takes its production build instead.
      ...(command === 'build' && {
        'react-router': path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
      }),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks and stylesheets each page needs, for scripts/check-bundle.mjs.
    manifest: true,
    // Browsers without <link rel="modulepreload"> (all current ones have it) just load chunks on import.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Needed to inline small shared chunks (below); the Node build that prerenders pages keeps its entry's exports.
      preserveEntrySignatures: isSsrBuild ? undefined : false,
      // The entry lists every lazy screen's files for preloading, and their names were a tenth of
      // its size: a screen's own chunk keeps its name, the chunks screens share and all stylesheets
      // are named by their hash alone (.vite/modules.json says what each chunk holds).
      output: {
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        assetFileNames: 'assets/[hash][extname]',
        // Each Mantine component is its own module, and screens share them in every combination: split
        // as they come, the dashboard waited for 86 files of 1–2 KB, each a round trip on a phone's
        // connection (at most six at a time over HTTP/1.1). Shared chunks under 16 KB of source are
        // copied into the screens that use them instead (strict execution order keeps each module's
        // code running once, in import order), and what the first page needs is one chunk, which
        // compresses better than six. Chunks holding styles cannot be copied (their styles would be
        // written into every copy), so the small display components that the landing page, the app
        // shell, the dashboard and most screens draw are one chunk with one stylesheet of their own
        // (`displayComponents`): the dashboard's files 29 -> 11, each a link element that Vite's
        // preload helper inserts while the entry runs, and a request.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                { name: 'display', test: displayComponents, priority: 1 },
              ],
              experimentalInlineCommonChunks: { maxSize: 16_000, exclude: /\.css(\?|$)/ },
            },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
