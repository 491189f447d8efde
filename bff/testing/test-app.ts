import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { copyTemplateTo } from '../../adapters/reference/template.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import { configSchema, type Config } from '../config.ts';
import { freePort } from './free-port.ts';
import type { Principal } from '../../shared/contract/principal.ts';

export const TEST_SEED_PRODUCTS = 3000;
export const TEST_SHELL = '<!doctype html><html lang="it"><body><div id="root"></div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a private copy of the small template database, listening on a free port of 127.0.0.1 (its
 * SHOP_ORIGIN), so test files never share state. STATIC_DIR holds a minimal shell unless a real build is asked for.
 * `options.clock` fixes "now" for the BFF and the reference adapter alike (delivery promises and their texts).
 */
export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parts-shop-test-'));
  copyTemplateTo(dataDir, TEST_SEED_PRODUCTS);
  const staticDir = join(dataDir, 'web');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEST_SHELL);
  // The port is known before the start, so the shop's origin (SHOP_ORIGIN: every absolute URL it builds) is the URL
  // tests and journeys reach it on, unless a test names another.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const config = configSchema.parse({
    PORT: String(port),
    SHOP_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'silent',
    SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
    ...env,
  });
  const app = await buildApp(config, options);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client over app.inject that keeps its cookies. */
export class TestClient {
  private cookies = new Map<string, string>();

  /** `remoteAddress`: the client's address for every request (login throttling counts per address). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { remoteAddress?: string } = {},
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      ...(this.options.remoteAddress ? { remoteAddress: this.options.remoteAddress } : {}),
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async principal(): Promise<Principal> {
    const res = await this.request({ method: 'GET', url: '/sfapi/v1/principal', headers: { accept: 'application/json' } });
    return res.json();
  }

  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url: '/login',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { username, password },
    });
  }

  /** A state-changing call with the session's CSRF token in the header. */
  async send(method: 'POST' | 'GET', url: string, payload?: object, headers: Record<string, string> = {}) {
    const { csrfToken } = await this.principal();
    return this.request({
      method,
      url,
      headers: { accept: 'application/json', 'x-csrf-token': csrfToken, ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** Sets a cookie as the browser would send it (e.g. the vehicle cookies the SPA writes), URI-encoded. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, encodeURIComponent(value));
  }
}

/** The demo data's fixture (accounts, a product, one sold in packs) of a test app on the reference adapter. */
export async function demoFixtureOf(shop: TestApp): Promise<ConformanceFixture> {
  const { openReference } = await import('../../adapters/reference/index.ts');
  const reference = openReference({ dataDir: shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
  try {
    return reference.fixture;
  } finally {
    reference.close();
  }
}
