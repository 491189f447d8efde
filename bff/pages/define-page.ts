import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PageData } from '../../shared/contract/pages.ts';
import type { PageName } from '../../web/routes.ts';

export interface PageContext<Q> {
  app: FastifyInstance;
  request: FastifyRequest;
  /** The page's query, already validated by Fastify against the definition's schema. */
  query: Q;
  /** The query string as sent, for the readers the screen shares (web/page-urls.ts). */
  params: URLSearchParams;
}

/** The BFF's side of one page of web/routes.ts: its query schema and the loader of its data over ports. */
export interface PageDefinition<N extends PageName, Q extends z.ZodType = z.ZodType> {
  query: Q;
  load(context: PageContext<z.output<Q>>): Promise<PageData<N>>;
}

/** Declares a page's definition; the name ties its loader to the page's data shape in shared/contract/pages.ts. */
export function definePage<N extends PageName, Q extends z.ZodType>(_name: N, definition: PageDefinition<N, Q>): PageDefinition<N, Q> {
  return definition;
}
