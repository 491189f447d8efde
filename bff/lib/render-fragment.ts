import type { FastifyReply } from 'fastify';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Sends one of web/fragments as an HTML fragment (SPEC §7 calls that return HTML). */
export function sendFragment<P extends object>(reply: FastifyReply, component: FunctionComponent<P>, props: P) {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderToStaticMarkup(createElement(component, props)));
}
