import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { upstreamOpenApi } from '../../adapters/http/openapi.ts';
import { contentSecurityPolicy } from '../plugins/reply-headers.ts';

export const DOCS_PREFIX = '/docs';

/**
 * The two OpenAPI documents, `/docs/openapi.json` (the shop's surface, bff/plugins/openapi.ts) and
 * `/docs/upstream-openapi.json` (the upstream protocol, generated from the port tables), and a readable page of
 * both at `/docs` (Swagger UI served from its package, under the shop's own content security policy).
 */
const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  let upstream: object | undefined;
  app.get(`${DOCS_PREFIX}/upstream-openapi.json`, { schema: { hide: true } }, async () => {
    upstream ??= upstreamOpenApi();
    return upstream;
  });
  app.get(`${DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: contentSecurityPolicy(app.config.PARTS_FRAME_ORIGIN),
    uiConfig: {
      // No call to an outside validator: the page stays on the shop's origin.
      validatorUrl: null,
      urls: [
        { url: `${DOCS_PREFIX}/openapi.json`, name: 'Shop (browser surface)' },
        { url: `${DOCS_PREFIX}/upstream-openapi.json`, name: 'Upstream protocol' },
      ],
    },
  });
};

export default apiDocsRoutes;
