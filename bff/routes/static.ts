import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { join, resolve } from 'node:path';

/**
 * The built SPA's files (STATIC_DIR). Hashed names under /assets are cached for a year; nothing falls back to the shell.
 * Pictures under /immagini (web/public/immagini, copied by the build: the demo catalogue's drawings) keep their names
 * when redrawn, so they are cached for a day, not for ever.
 * The build writes a brotli and a gzip copy of every text file (vite.config.ts), sent by the browser's
 * `Accept-Encoding` with `Vary: Accept-Encoding`, so no CPU is spent compressing them per request; a file
 * without the copy asked for is sent as it is.
 */
const staticRoutes: FastifyPluginAsync = async (app) => {
  const dir = app.config.STATIC_DIR;
  await app.register(fastifyStatic, {
    root: resolve(join(dir, 'assets')),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: resolve(join(dir, 'immagini')),
    prefix: '/immagini/',
    wildcard: true,
    index: false,
    maxAge: '1d',
    preCompressed: true,
    // The first registration decorates the reply (sendFile); a second one must not again.
    decorateReply: false,
  });
};

export default staticRoutes;
