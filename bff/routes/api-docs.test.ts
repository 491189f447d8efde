import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapAllOps } from '../../adapters/ports/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
}

async function validDocument(url: string): Promise<OpenApiDoc> {
  const res = await shop.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const result = await new Validator().validate(res.json<Record<string, unknown>>());
  const doc = res.json<OpenApiDoc>();
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(doc.openapi).toMatch(/^3\.1\./);
  return doc;
}

describe('OpenAPI documents', () => {
  it('the upstream protocol: a valid OpenAPI 3.1 document with every operation of every port table', async () => {
    const doc = await validDocument('/docs/upstream-openapi.json');
    // Walked here from the port tables, so an operation another branch adds is checked without editing this test.
    const expected: string[] = [];
    mapAllOps((port, _def, path) => {
      expected.push(`/${port}/${path}`);
      return async () => undefined;
    });
    const missing = expected.filter((path) => !doc.paths[path]?.post);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths)).toHaveLength(expected.length);
  });

  it("the upstream protocol's failures carry the error body and the operation's own reasons with their data", async () => {
    const doc = await validDocument('/docs/upstream-openapi.json');
    const addItem = doc.paths['/carts/addItem']?.post;
    const conflict = JSON.stringify(addItem?.responses['409']);
    expect(conflict).toContain('#/components/schemas/Reason.cart-lines-limit');
    expect(conflict).toContain('#/components/schemas/Reason.upstream-busy');
    const full = (await shop.app.inject({ url: '/docs/upstream-openapi.json' })).json<{
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    }>();
    const limit = full.components.schemas['Reason.cart-lines-limit'];
    expect(limit?.properties).toMatchObject({
      code: { const: 'conflict' },
      reason: { const: 'cart-lines-limit' },
      data: { properties: { limit: { type: 'integer' } } },
    });
    expect(Object.keys(limit?.properties ?? {})).toContain('detail');
  });

  it("the shop's own surface: a valid OpenAPI 3.1 document with every route the shop registered", async () => {
    const doc = await validDocument('/docs/openapi.json');
    const toPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const missing = shop.app.routeList
      .filter((route) => route.method !== 'HEAD' && !route.hidden)
      .filter((route) => !doc.paths[toPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(doc.paths['/sfapi/v1/principal']?.get).toBeDefined();
  });

  it('a readable page of both documents, served by the shop itself', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\//);
    const init = await shop.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('/docs/upstream-openapi.json');
    expect(init.body).toContain('/docs/openapi.json');
  });
});
