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
 * The pages the build wrote ahead of time (scripts/prerender-pages.mjs) in `folder` of the build:
 * `x.html` is the page at `/x`, `index.html` the one at `/`. A missing folder means none.
 */
function pagesIn(distDir: string, folder: string): Map<string, string> {
  const dir = path.join(distDir, folder);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.html')) : [];
  return new Map(
    files.map((name) => {
      const page = name.slice(0, -'.html'.length);
      return [page === 'index' ? '/' : `/${page}`, `${folder}/${name}`];
    }),
  );
}

/** The longest name of a file and of a path (Linux's NAME_MAX and PATH_MAX, in bytes). */
const longestFileName = 255;
const longestPath = 4095;

/** Whether `pathname` could name a file at all: no part of it longer than a file name can be. */
function canNameFile(pathname: string): boolean {
  return (
    Buffer.byteLength(pathname) <= longestPath &&
    pathname.split('/').every((part) => Buffer.byteLength(part) <= longestFileName)
  );
}

export interface WebAppOptions {
  /**
   * Whether the request comes from someone signed in: the landing page sends them to the dashboard,
   * and a screen with a preloading page (below) is sent as that page.
   */
  isSignedIn?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Serves the built single-page app, compressed ahead of time where the build did (see
 * vite.config.ts). A public page the build prerendered is sent as such, and so is a signed-in
 * screen's page naming its files to someone signed in; other paths that look like pages get
 * index.html (the client router decides); missing files and unknown API paths answer 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Public pages with their markup, the same for everyone.
  const prerendered = pagesIn(distDir, 'prerendered');
  // Signed-in screens whose page names their files, so they load beside the entry rather than after
  // it has run; sent only to someone signed in (anyone else is sent to sign in, with other files).
  const preloading = pagesIn(distDir, 'prerendered/signed-in');
  if (hasBuild) {
    // A path no file can have goes straight to the not-found handler: the file route would look it
    // up, fail with ENAMETOOLONG and answer 403 as if the file were there and refused.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === '/*' && !canNameFile(request.url.split('?')[0] ?? '/')) {
        return reply.callNotFound();
      }
    });
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
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    let file = prerendered.get(pathname);
    if (!file && preloading.has(pathname) && (await options.isSignedIn?.(request))) file = preloading.get(pathname);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile(file ?? 'index.html', { cacheControl: false });
  };
  // To the file route above the root is a folder, which it does not serve: the root is the app's page.
  if (hasBuild) {
    app.get('/', async (request, reply) => {
      if (await options.isSignedIn?.(request)) return reply.redirect('/dashboard');
      return sendPage(request, reply, '/');
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikePage = !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if ((request.method === 'GET' || request.method === 'HEAD') && looksLikePage && hasBuild) {
      return sendPage(request, reply, pathname);
    }
    return reply.status(404).send(new AppError('not_found', `No route for ${request.method} ${pathname}`).toBody());
  });
}
