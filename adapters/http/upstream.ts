import { openReference } from '../reference/index.ts';
import { createProtocolServer } from './serve.ts';
import { loadUpstreamSettings, type UpstreamSettings } from './upstream-settings.ts';

/**
 * `npm run upstream`: the reference ERP served over the upstream protocol on its own port, so an integrator can
 * compare their replies with it and the shop can run against it (ADAPTER=http UPSTREAM_URL=http://127.0.0.1:4000).
 */
async function main(): Promise<void> {
  let settings: UpstreamSettings;
  try {
    settings = loadUpstreamSettings();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const reference = openReference({ dataDir: settings.DATA_DIR, seedProducts: settings.SEED_PRODUCTS });
  const app = createProtocolServer(reference.ports, {
    ...(settings.UPSTREAM_TOKEN ? { token: settings.UPSTREAM_TOKEN } : {}),
    logger: true,
  });
  app.addHook('onClose', async () => reference.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  try {
    await app.listen({ port: settings.PORT, host: settings.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE' ? `PORT ${settings.PORT} is already in use: start with PORT=<another port>.` : (error as Error).message,
    );
    await app.close();
    process.exit(1);
  }
}

void main();
