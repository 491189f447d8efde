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
  /**
   * The fields that read decimal text as a number (`'5'` as 5), named as validation issues name them
   * (`body.quantity`, `querystring.page`, `params.id`): where the fuzz writes `"05"`.
   */
  numberFields?: string[];
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

function numberFieldsOf(schemas: Record<string, unknown>): string[] {
  return Object.entries(schemas).flatMap(([part, schema]) =>
    schema instanceof z.ZodObject
      ? Object.entries(schema.shape as Record<string, z.ZodType>)
          .filter(([, field]) => field.safeParse('5').data === 5)
          .map(([name]) => `${part}.${name}`)
      : [],
  );
}

function describe(route: RouteOptions, method: string): RouteInfo {
  const schema = route.schema ?? {};
  const fields = { bodyFields: fieldsOf(schema.body), queryFields: fieldsOf(schema.querystring), paramFields: fieldsOf(schema.params) };
  const numberFields = numberFieldsOf({ body: schema.body, querystring: schema.querystring, params: schema.params });
  return {
    method,
    url: route.url,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(numberFields.length > 0 ? { numberFields } : {}),
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
