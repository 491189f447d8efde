import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PageData } from './replies.generated.ts';
import type { PageName } from '../../shared/routes.ts';

export interface PageContext<Q, P = unknown> {
  app: FastifyInstance;
  request: FastifyRequest;
  /** The page's query, already validated by Fastify against the definition's schema. */
  query: Q;
  /** The page's path parameters (`:id` of `/ricambio/:id`), validated against the definition's `path` schema. */
  path: P;
  /** The query string as sent, for the readers the screen shares (shared/urls/page-urls.ts). */
  params: URLSearchParams;
}

/**
 * The BFF's side of one page of shared/routes.ts: its query schema, the schema of its path parameters when its path
 * has some (a bad one is the page's 400, like a bad query), and the loader of its data over ports.
 */
export interface PageDefinition<N extends PageName, Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  query: Q;
  path?: P;
  load(context: PageContext<z.output<Q>, z.output<P>>): Promise<PageData<N>>;
}

/** The query of a page that reads none: any query string is accepted and ignored. */
const noQuery = z.object({});

/**
 * Declares a page's definition; the name ties its loader to the page's data shape (its folder's contract.ts, or the
 * empty reply). Without `query` the page reads no query string.
 */
export function definePage<N extends PageName, Q extends z.ZodType, P extends z.ZodType = z.ZodType>(
  name: N,
  definition: PageDefinition<N, Q, P>,
): PageDefinition<N, Q, P>;
export function definePage<N extends PageName, P extends z.ZodType = z.ZodType>(
  name: N,
  definition: Omit<PageDefinition<N, typeof noQuery, P>, 'query'>,
): PageDefinition<N, typeof noQuery, P>;
export function definePage(
  _name: PageName,
  definition: Omit<PageDefinition<PageName>, 'query'> & { query?: z.ZodType },
): PageDefinition<PageName> {
  return { query: noQuery, ...definition };
}
