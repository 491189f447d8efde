import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** One registered route as the fuzz and CSRF tests enumerate it. */
export interface RouteInfo {
  method: string;
  url: string;
  /** Field names of the zod body / querystring / params object schemas, when the route declares one. */
  bodyFields?: string[];
  queryFields?: string[];
  paramFields?: string[];
  /** The route's own CSRF setting (config.csrf): false on login, true on the state-changing GETs. */
  csrf?: boolean;
  /** Left out of the OpenAPI document on purpose (`schema.hide`: the docs' own routes). */
  hidden?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (HEAD twins of GET routes included). */
    routeList: RouteInfo[];
  }
}

function fieldsOf(schema: unknown): string[] | undefined {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
}

function describe(route: RouteOptions, method: string): RouteInfo {
  const schema = route.schema ?? {};
  const fields = { bodyFields: fieldsOf(schema.body), queryFields: fieldsOf(schema.querystring), paramFields: fieldsOf(schema.params) };
  return {
    method,
    url: route.url,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(route.config?.csrf === undefined ? {} : { csrf: route.config.csrf }),
    ...((schema as { hide?: boolean }).hide ? { hidden: true } : {}),
  };
}

/**
 * Records every route registered after it (call it first, on the root instance): tests enumerate them,
 * so a new route is fuzzed and CSRF-checked without anyone adding it to a list.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteInfo[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(describe(route, method));
  });
}
