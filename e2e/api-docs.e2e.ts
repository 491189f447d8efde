import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../bff/testing/test-app.ts';
import { openBrowser } from './browser.ts';
import { watchPageProblems } from './harness/page-problems.ts';

/**
 * The integrators' page of the two OpenAPI documents (/docs): Swagger UI from its package, under the shop's own
 * content security policy. Not a shop page (no axe or layout audit of a third party's UI): it must draw both
 * documents with no CSP violation, console error or request off the shop's origin.
 */
describe('the OpenAPI page for integrators', () => {
  let shop: TestApp;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: Awaited<ReturnType<typeof watchPageProblems>>;
  const elsewhere: string[] = [];

  beforeAll(async () => {
    shop = await createTestApp();
    browser = await openBrowser();
    page = await browser.context.newPage();
    problems = await watchPageProblems(page, []);
    page.on('request', (request) => {
      if (!request.url().startsWith(shop.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it("shows the shop's surface, then the upstream protocol, without breaking the shop's CSP", async () => {
    await page.goto(`${shop.url}/docs/`);
    // Swagger UI draws only the operations near the viewport, and the document lists the routes as they are registered
    // (bff/routes/ by file): the shop's surface is drawn when its first path is, whichever that is.
    const shopDoc = (await (await page.request.get(`${shop.url}/docs/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(shopDoc.paths)).toContain('/sfapi/v1/principal');
    const firstPath = Object.keys(shopDoc.paths)[0]!;
    await expect
      .poll(() => page.locator('.opblock-summary-path').filter({ hasText: firstPath }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.locator('.topbar select').selectOption({ label: 'Upstream protocol' });
    await expect
      .poll(() => page.locator('.opblock-summary-path').filter({ hasText: '/accounts/login' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/screenshots/api-docs.png' });
    expect(problems.take()).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
