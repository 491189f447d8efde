import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AdapterPageOptions } from '../adapters/adapter-pages.ts';
import type { Ports } from '../adapters/ports/index.ts';
import { systemClock, type Clock } from '../shared/clock.ts';
import { useItalianZodTexts } from '../shared/issue-text.ts';
import { fastifyTrustProxy, type Config } from './config.ts';
import { AccessLog, serializeRequest } from './lib/access-log.ts';
import { clientErrorHandler, frameworkErrorsHandler } from './lib/framework-errors.ts';
import { OrderFileReader } from './lib/order-import/read-in-worker.ts';
import { batchedLogStream } from './lib/log-stream.ts';
import { recordRoutes } from './lib/route-list.ts';
import { frameworkPlugin } from './plugins/framework.ts';
import { contentSecurityPolicy } from './plugins/reply-headers.ts';
import { createPorts, type PortsHandle } from './ports.ts';
import { routePlugins } from './routes/routes.generated.ts';
import { openSharedState } from './shared-state/open-shared-state.ts';
import type { SharedState } from './shared-state/shared-state.ts';
import { manifestReader } from './ssr/manifest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ports: Ports;
    config: Config;
    /** "Now" for everything time-dependent the BFF says (delivery texts); the reference adapter shares it. */
    clock: Clock;
    /** Reads uploaded order files in a worker thread (bff/lib/order-import/read-in-worker.ts). */
    orderFileReader: OrderFileReader;
    /** Sessions and throttle counters, shared by every instance when REDIS_URL is set (bff/shared-state/). */
    sharedState: SharedState;
  }
}

export interface BuildOptions {
  /** Ports to use instead of the ones the configuration names (tests). */
  ports?: PortsHandle;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock instead of the system's (tests fix the time of delivery promises). */
  clock?: Clock;
}

// zod's own texts in Italian, noted so that no user reads them (shared/issue-text.ts says the field instead).
useItalianZodTexts();

/** Readable logs for people: the access line on one line, other events with their details. */
const prettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
  messageFormat: '{msg}{if method} {method} {url} {statusCode} {ms} ms{end}',
};

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Builds the whole shop; never listens (server.ts does, tests use inject or listen on port 0). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const policy = contentSecurityPolicy(config.PARTS_FRAME_ORIGIN);
  const pretty = (config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty';
  // JSON lines to stdout in batches, one write per turn of the event loop (pino-pretty has its own worker).
  const batched = !pretty && !options.logStream && config.LOG_LEVEL !== 'silent' ? batchedLogStream() : undefined;
  const stream = options.logStream ?? batched;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(pretty ? { transport: { target: 'pino-pretty', options: prettyOptions } } : {}),
      ...(stream ? { stream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      // Whatever logs a request (Fastify itself on some errors) shows its URL without the tokens of a link.
      serializers: { req: serializeRequest },
    },
    logController: new AccessLog(),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A client that sends headers and then stalls would hold its connection forever (Fastify's default is 0).
    // Node checks its timeouts only every connectionsCheckingInterval, so that follows the timeout.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 10_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.REQUEST_TIMEOUT_MS / 4))),
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Errors met before any route or hook runs answer in the shop's language, with its headers, never echoing the URL.
    frameworkErrors: frameworkErrorsHandler(policy),
    clientErrorHandler: clientErrorHandler(policy),
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  if (batched) app.addHook('onClose', () => batched.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);

  const handle = options.ports ?? (await createPorts(config, app.log, clock));
  app.decorate('ports', handle.ports);
  app.addHook('onClose', async () => handle.close());
  const orderFileReader = new OrderFileReader();
  app.decorate('orderFileReader', orderFileReader);
  app.addHook('onClose', () => orderFileReader.close());

  const sharedState = await openSharedState({ dataDir: config.DATA_DIR, redisUrl: config.REDIS_URL }, app.log);
  app.decorate('sharedState', sharedState);
  app.addHook('onClose', () => sharedState.close());

  // The framework first (bff/plugins/framework.ts): the OpenAPI document, errors, headers, sessions, access, CSRF…
  // whose hooks apply to every route registered after it.
  await app.register(frameworkPlugin);
  // Every route plugin of bff/routes/, found there by scripts/generate-routes.mjs (npm run pages): each file's default
  // export, in its own encapsulation context.
  for (const plugin of Object.values(routePlugins)) await app.register(plugin);
  // The pages an embedded adapter serves on the shop's origin (the reference payment provider's test page): after the
  // shop's own routes, so the OpenAPI document lists them last.
  const builtFiles = manifestReader(join(config.STATIC_DIR, '.vite', 'manifest.json'));
  const pageOptions: AdapterPageOptions = {
    shopOrigin: config.SHOP_ORIGIN,
    vehicleWs: config.paths.vehicleWs,
    builtFile: (entry) => builtFiles.fileOf(entry),
  };
  for (const page of handle.pages ?? []) await app.register(page, pageOptions);
  return app;
}
