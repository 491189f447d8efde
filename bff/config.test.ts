import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from './config.ts';

describe('configuration', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['0', 0],
    ['10.0.0.1', ['10.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1 ,loopback', ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']],
  ])('reads TRUST_PROXY=%j as Fastify’s trustProxy %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value, SHOP_ORIGIN: 'https://shop.example.com' }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is neither a flag, a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow(/TRUST_PROXY/);
  });

  it('turns a hop count into a function trusting that many hops (Fastify ignores a bare number)', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a trust function');
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('searches the reference catalogue in a worker thread in production, in-process elsewhere, unless told', () => {
    const worker = (env: Record<string, string>) => (loadConfig(env).adapters.erp as { searchWorker?: boolean }).searchWorker;
    expect(worker({ NODE_ENV: 'production' })).toBe(true);
    expect(worker({})).toBe(false);
    expect(worker({ NODE_ENV: 'production', SEARCH_WORKER: 'N' })).toBe(false);
    expect(worker({ SEARCH_WORKER: 'S' })).toBe(true);
  });

  it('sheds load over 200 ms of event-loop delay or 32 requests in flight in production, not elsewhere (tests, a laptop), unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SHED_EVENT_LOOP_DELAY_MS).toBe(200);
    expect(loadConfig({}).SHED_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).SHED_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHED_EVENT_LOOP_DELAY_MS: '0' }).SHED_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ SHED_EVENT_LOOP_DELAY_MS: '50' }).SHED_EVENT_LOOP_DELAY_MS).toBe(50);
    expect(() => loadConfig({ SHED_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/SHED_EVENT_LOOP_DELAY_MS/);
    expect(loadConfig({ NODE_ENV: 'production' }).SHED_MAX_IN_FLIGHT).toBe(32);
    expect(loadConfig({}).SHED_MAX_IN_FLIGHT).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHED_MAX_IN_FLIGHT: '0' }).SHED_MAX_IN_FLIGHT).toBe(0);
  });

  it('bounds the heap to 1.5× its live objects unless told otherwise, and refuses a growth that is not a percentage', () => {
    expect(loadConfig({}).HEAP_GROWTH_PERCENT).toBe(50);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).HEAP_GROWTH_PERCENT).toBe(0);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'half' })).toThrow(/HEAP_GROWTH_PERCENT/);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it('defaults to no proxy', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('listens on the loopback address by default, the shop at http://localhost:$PORT (npm start as it is)', () => {
    expect(loadConfig({})).toMatchObject({ HOST: '127.0.0.1', SHOP_ORIGIN: 'http://localhost:3000' });
    expect(loadConfig({ PORT: '8080' }).SHOP_ORIGIN).toBe('http://localhost:8080');
    for (const HOST of ['localhost', '127.0.0.2', '::1']) expect(loadConfig({ HOST }).SHOP_ORIGIN, HOST).toBe('http://localhost:3000');
  });

  it('refuses to start on a non-loopback address without SHOP_ORIGIN, naming it', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'shop.example.com']) {
      expect(() => loadConfig({ HOST }), HOST).toThrow(/SHOP_ORIGIN: is required when HOST/);
    }
    expect(() => loadConfig({ HOST: '0.0.0.0', SHOP_ORIGIN: 'https://shop.example.com/negozio' })).toThrow(/SHOP_ORIGIN/);
  });

  it('behind a trusted proxy, even on a loopback address, refuses to start without SHOP_ORIGIN: the public origin is not localhost', () => {
    for (const TRUST_PROXY of ['true', '1', 'loopback']) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(/SHOP_ORIGIN: is required behind a trusted proxy \(TRUST_PROXY\)/);
    }
    expect(loadConfig({ TRUST_PROXY: '0' }).SHOP_ORIGIN).toBe('http://localhost:3000');
  });

  it('takes the public origin SHOP_ORIGIN names, on any address', () => {
    expect(loadConfig({ HOST: '0.0.0.0', SHOP_ORIGIN: 'https://shop.example.com' }).SHOP_ORIGIN).toBe('https://shop.example.com');
    expect(loadConfig({ HOST: '::', SHOP_ORIGIN: 'https://shop.example.com:443/' }).SHOP_ORIGIN).toBe('https://shop.example.com');
    expect(loadConfig({ SHOP_ORIGIN: 'http://127.0.0.1:3000' }).SHOP_ORIGIN).toBe('http://127.0.0.1:3000');
  });

  it('sends mail over SMTP_URL from MAIL_FROM, and keeps it in the outbox without SMTP_URL', () => {
    const smtp = loadConfig({
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'ordini@example.com',
      MAIL_FROM_NAME: 'Ricambi',
    });
    expect(smtp.adapters.mail).toMatchObject({
      adapter: 'reference',
      mail: { smtpUrl: 'smtps://shop:secret@mail.example.com:465', from: { address: 'ordini@example.com', name: 'Ricambi' } },
    });
    // One reference database for every system, and so one sender.
    expect(smtp.adapters.erp).toEqual(smtp.adapters.mail);
    expect(loadConfig({}).adapters.mail).not.toHaveProperty('mail.smtpUrl');
  });

  it('refuses an SMTP_URL that is not smtp(s), or one without MAIL_FROM, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM: is required when SMTP_URL is set/);
    expect(() => loadConfig({ MAIL_FROM_NAME: 'Ricambi\r\nBcc: x@example.com' })).toThrow(/MAIL_FROM_NAME/);
  });

  it('shares state through REDIS_URL only with a SESSION_SECRET every instance signs with', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/SESSION_SECRET: is required when REDIS_URL is set/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379', SESSION_SECRET: 's'.repeat(40) })).toThrow(/REDIS_URL: must be a redis/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380/2', SESSION_SECRET: 's'.repeat(40) }).REDIS_URL).toBe(
      'rediss://cache.example.com:6380/2',
    );
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
  });

  it('gives the mail service its own upstream when MAIL_ADAPTER is http', () => {
    const config = loadConfig({ MAIL_ADAPTER: 'http', MAIL_URL: 'https://mail.example.com/api', MAIL_TOKEN: 't0ken' });
    expect(config.adapters.mail).toMatchObject({ adapter: 'http', baseUrl: 'https://mail.example.com/api', token: 't0ken' });
    expect(config.adapters.erp.adapter).toBe('reference');
    expect(() => loadConfig({ MAIL_ADAPTER: 'http' })).toThrow(/UPSTREAM_URL: is required when the mail adapter is http/);
  });
});
