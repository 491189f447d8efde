import type { FastifyReply } from 'fastify';
import type { FunctionComponent } from 'react';
import { fragmentHtml } from '../../shared/render-html.ts';

/**
 * Sends one of web/fragments as an HTML fragment (SPEC §7 calls that return HTML). Caching is the
 * cache-control plugin's call: fragments that depend on the session are private there.
 */
export function sendFragment<P extends object>(reply: FastifyReply, component: FunctionComponent<P>, props: P) {
  return reply.type('text/html; charset=utf-8').send(fragmentHtml(component, props));
}
