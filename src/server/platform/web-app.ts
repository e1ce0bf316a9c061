import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '@shared/lib/app-error';

/**
 * Serves the built single-page app. Unknown paths that look like pages get index.html (the
 * client router decides); missing files and unknown API paths answer 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikePage = !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if ((request.method === 'GET' || request.method === 'HEAD') && looksLikePage && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(new AppError('not_found', `No route for ${request.method} ${pathname}`).toBody());
  });
}
