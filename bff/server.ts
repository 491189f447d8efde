import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { tuneGarbageCollector } from './garbage-collector.ts';
import { loadAppRenderer } from './ssr/render-document.ts';

/** Starts the shop and shuts it down gracefully: in-flight requests finish, the databases close. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  tuneGarbageCollector(config.HEAP_GROWTH_PERCENT);
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A system the shop needs from the start (Redis with REDIS_URL) is out of reach: say which, not a stack.
    console.error((error as Error).message);
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    app.log.fatal({ err: error }, 'cannot listen');
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${config.PORT} is already in use: stop the other server or start with PORT=<another port>.`
        : `Cannot listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`,
    );
    await app.close();
    process.exit(1);
  }
  // The shop's own origin: the one its links name (a browser on another host name of the same server loses them).
  app.log.info(`Shop ready at ${config.SHOP_ORIGIN} (listening on ${config.HOST}:${config.PORT})`);
  // The first page a visitor asks for should not wait for the server renderer's import.
  void loadAppRenderer();
}

void main();
