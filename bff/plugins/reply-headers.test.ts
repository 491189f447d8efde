import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => Promise.all([direct.close(), proxied.close()]));

describe('reply headers', () => {
  it('asks browsers to keep to https (HSTS) only on a reply served over https', async () => {
    const https = await proxied.app.inject({ url: '/get-promo-hp', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const error = await proxied.app.inject({ url: '/nowhere', headers: { 'x-forwarded-proto': 'https', accept: 'application/json' } });
    expect(error.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({ url: '/get-promo-hp', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy the header is the client's word: not https.
    const spoofed = await direct.app.inject({ url: '/get-promo-hp', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers and the request id on every reply', async () => {
    const res = await direct.app.inject({ url: '/get-promo-hp', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('allows the one inline script of a first visit’s page, the cookie notice’s early answer, by its hash', async () => {
    const page = await direct.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const inline = [...page.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });
});
