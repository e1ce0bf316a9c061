import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

/**
 * Answers of a compressible type (JSON, CSV, calendar feeds; not PDFs or images) are sent brotli or
 * gzip, whichever the client accepts (brotli first): JSON above `compressionThreshold`, streamed
 * files (the logbook CSV) as they stream. The built web app's files already carry their encoding
 * (compressed ahead of time, see web-app.ts) and are sent as they are. Brotli at quality 4: the
 * default 11 is meant for files compressed once ahead of time and takes far longer per answer for
 * a few percent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Requests are not sent compressed to this API.
    globalDecompression: false,
  });
}
