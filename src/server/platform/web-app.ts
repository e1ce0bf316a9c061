import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '@shared/lib/app-error';

/**
 * The service worker and the web app manifest keep their names from one build to the next, so the
 * browser asks the server for them every time and finds a new version at once; the Workbox runtime
 * the worker imports goes with it.
 */
const revalidatedEveryTime = /^(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

/**
 * The public pages the build rendered ahead of time (scripts/prerender-pages.mjs): `prerendered/x.html`
 * is the page at `/x`, `prerendered/index.html` the one at `/`. A missing folder means none.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const folder = path.join(distDir, 'prerendered');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.html')) : [];
  return new Map(
    files.map((name) => {
      const page = name.slice(0, -'.html'.length);
      return [page === 'index' ? '/' : `/${page}`, `prerendered/${name}`];
    }),
  );
}

export interface WebAppOptions {
  /** Whether the request comes from someone signed in: the landing page sends them to the dashboard. */
  isSignedIn?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Serves the built single-page app, compressed ahead of time where the build did (see
 * vite.config.ts). A public page the build prerendered is sent as such; other paths that look like
 * pages get index.html (the client router decides); missing files and unknown API paths answer 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = prerenderedPages(distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route for every file, looked up on request: a route per built file (several hundred with
      // their compressed copies) made a start noticeably slower. A file that is not there falls
      // through to the not-found handler below.
      wildcard: true,
      // The build's own records (.vite/manifest.json) are not for the browser.
      dotfiles: 'ignore',
      index: false,
      // The build writes `x.br` and `x.gz` next to each asset; send the one the browser accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (revalidatedEveryTime.test(path.basename(filePath).replace(/\.(br|gz)$/, ''))) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  // cacheControl: false keeps no-cache rather than send's own max-age=0.
  const sendPage = (reply: FastifyReply, pathname: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile(prerendered.get(pathname) ?? 'index.html', { cacheControl: false });
  // To the file route above the root is a folder, which it does not serve: the root is the app's page.
  if (hasBuild) {
    app.get('/', async (request, reply) => {
      if (await options.isSignedIn?.(request)) return reply.redirect('/dashboard');
      return sendPage(reply, '/');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikePage = !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if ((request.method === 'GET' || request.method === 'HEAD') && looksLikePage && hasBuild) {
      return sendPage(reply, pathname);
    }
    return reply.status(404).send(new AppError('not_found', `No route for ${request.method} ${pathname}`).toBody());
  });
}
