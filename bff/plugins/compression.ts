import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';

/** Replies smaller than this go as they are: a header or two more would eat most of the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Replies up to this size are compressed in one synchronous call rather than through a zlib stream. The stream
 * allocates an encoder and runs on the thread pool: measured on the 17 KB page data of /cerca, brotli 4 costs
 * about 100 µs of CPU in one call and 300-450 µs as a stream. The plugin's default on 2 cores is 8 KB; page
 * data is mostly 5-60 KB, and 64 KB at quality 4 holds the event loop well under a millisecond.
 */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Built assets are sent from their brotli/gzip copies (bff/routes/static.ts); they are never compressed again here. */
const BUILT_ASSETS_PREFIX = '/assets/';

/**
 * Compresses replies (page data as JSON, page HTML, larger fragments) over 1 KB by the browser's
 * `Accept-Encoding`, with `Vary: Accept-Encoding`. Levels are tuned for speed, since this runs on every
 * request: brotli quality 4 already beats gzip's best on size at a fraction of the CPU of quality 11, which
 * is kept for the build (the README's Benchmarks gives the cost per request).
 * Must be registered before any route: it hooks every route as it is declared.
 */
export const compressionPlugin = fp(async function compression(app: FastifyInstance) {
  // The built files' precompressed copies are made at the highest levels; recompressing at request time would
  // spend CPU for a worse result (a file whose copy was skipped because it did not shrink, for instance).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(BUILT_ASSETS_PREFIX)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    // Browsers never send compressed bodies; accepting them would only add a way to inflate a small request.
    globalDecompression: false,
  });
});
