import type { FastifyReply } from 'fastify';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Sends one of web/fragments as an HTML fragment (SPEC §7 calls that return HTML). Caching is the
 * cache-control plugin's call: fragments that depend on the session are private there.
 */
export function sendFragment<P extends object>(reply: FastifyReply, component: FunctionComponent<P>, props: P) {
  return reply.type('text/html; charset=utf-8').send(fragmentHtml(component, props));
}

/** One of web/fragments as HTML (also written into a server-rendered page for the SPA to show). */
export function fragmentHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}
