import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { join, resolve } from 'node:path';

/** The built SPA's files. Hashed names under /assets are cached for a year; nothing falls back to the shell. */
export const staticRoutes: FastifyPluginAsync<{ dir: string }> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: resolve(join(options.dir, 'assets')),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
};
