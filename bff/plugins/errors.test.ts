import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Ports } from '../../adapters/ports/index.ts';
import { PortError } from '../../adapters/ports/port-error.ts';
import { fail } from '../../adapters/ports/reasons.ts';
import { buildApp } from '../app.ts';
import { configSchema, loadConfig } from '../config.ts';

/** Ports whose every call fails the way the test says. */
function failingPorts(failure: () => Error): Ports {
  const fail = async () => {
    throw failure();
  };
  const proxy = new Proxy({}, { get: () => fail });
  return { accounts: proxy, catalogue: proxy, carts: proxy } as unknown as Ports;
}

describe('one error handler', () => {
  const dirs: string[] = [];
  const appWith = async (failure: () => Error) => {
    const dir = mkdtempSync(join(tmpdir(), 'errors-test-'));
    dirs.push(dir);
    const config = configSchema.parse({ DATA_DIR: dir, STATIC_DIR: dir, LOG_LEVEL: 'silent' });
    return buildApp(config, { ports: { ports: failingPorts(failure), close: async () => {} } });
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it.each([
    ['unavailable', 502, 'Il servizio non è al momento disponibile. Riprova tra poco.'],
    ['timeout', 504, 'Il servizio non ha risposto in tempo. Riprova tra poco.'],
  ] as const)('maps an upstream %s to %i with the generic text, never the internal message', async (code, status, text) => {
    const app = await appWith(() => new PortError(code, 'db password is hunter2'));
    const res = await app.inject({ url: '/get-promo-hp' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: text, second: { message: text } });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('maps a business error to its status, its reason in the shop’s words', async () => {
    const app = await appWith(() => fail('product-not-found'));
    const res = await app.inject({ url: '/sfapi/v1/catalog/product-code/ABC' });
    expect(res.statusCode).toBe(404);
    expect(res.json().second.message).toBe('Articolo non trovato.');
    await app.close();
  });

  it('answers a crash with 500 and the generic text, no stack trace', async () => {
    const app = await appWith(() => new TypeError('Cannot read properties of undefined (reading "x")'));
    const res = await app.inject({ url: '/get-promo-hp' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Si è verificato un errore durante l’elaborazione della richiesta.');
    expect(res.body).not.toMatch(/TypeError|reading|at /);
    await app.close();
  });
});

describe('configuration', () => {
  it('stops with an English message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED_PRODUCTS: '5' })).toThrow(/PORT: Invalid input[\s\S]*SEED_PRODUCTS: Too small/);
  });

  it('names the bad variable', () => {
    expect(() => configSchema.parse({ PORT: 'abc' })).toThrow();
    const parsed = configSchema.safeParse({ ADAPTER: 'http' });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('UPSTREAM_URL');
  });
});
