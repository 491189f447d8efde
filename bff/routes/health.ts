import type { FastifyPluginAsync, RouteShorthandOptions } from 'fastify';
import { Readiness } from '../lib/readiness.ts';

/**
 * For load balancers and orchestrators, outside sessions, CSRF and the info-level access log (a probe every few
 * seconds would drown it; failures still log at warn):
 * - `GET /health/live`: the process answers;
 * - `GET /health/ready`: every outside system answered its cheapest operation within a second (asked at most every
 *   few seconds), else 503 naming the ones that did not.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const readiness = new Readiness(app.ports);
  const options: RouteShorthandOptions = {
    logLevel: 'warn',
    config: { session: false, csrf: false },
  };
  app.get('/health/live', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get('/health/ready', options, async (_request, reply) => {
    const report = await readiness.check();
    reply.header('cache-control', 'no-store');
    return reply.code(report.ready ? 200 : 503).send({ status: report.ready ? 'ready' : 'not-ready', ...report });
  });
};

export default healthRoutes;
