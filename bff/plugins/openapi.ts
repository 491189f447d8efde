import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * A query or path schema without named fields (a page that takes any query, `z.record`) has no parameters to list:
 * @fastify/swagger would take its JSON Schema's own keys for them.
 */
function withFreeFormParts(schema: Record<string, unknown>): Record<string, unknown> {
  const fixed = { ...schema };
  for (const part of ['querystring', 'params', 'headers']) {
    const value = fixed[part] as { properties?: unknown } | undefined;
    if (value && !value.properties) fixed[part] = { type: 'object', properties: {} };
  }
  return fixed;
}

/**
 * Records the shop's own URL surface (SPEC §7's calls and the pages) from the routes' zod schemas, for
 * `GET /docs/openapi.json`. Registered before any route, so none is missed; the docs' own routes hide themselves.
 */
export const openApiPlugin = fp(async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parts shop: the browser surface',
        version: '1',
        description:
          "The shop's own URLs (SPEC §7 and the pages). A failure answers { error: { message } } in Italian; " +
          'state-changing calls need the session cookie and its CSRF token (X-CSRF-Token or csrfToken).',
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return { ...out, schema: withFreeFormParts(out.schema as Record<string, unknown>) };
    },
  });
});
