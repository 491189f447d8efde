import { describe, expect, it } from 'vitest';
import type { Frame } from 'playwright-core';
import { freePort } from '../bff/testing/server-process.ts';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';
import { specVehicles } from '../bff/testing/spec-fixture.ts';
import { demoFixture } from './harness/demo-fixture.ts';

const port = await freePort();
// The demo vehicle and part with original numbers (the conformance fixture of the reference provider).
const vehicle = specVehicles((await demoFixture()).vehicles).vehicle;

/**
 * The parts-lookup module page with its frame on another origin than the shop's (localhost against 127.0.0.1, the
 * same server): the origin check and the policy's frame-src work for real. A mechanic picks a vehicle and a part in
 * the frame and sees the parts for its original number in the page.
 */
describe('parts-lookup module page: the provider’s frame and its results in the page', () => {
  const shop = shopInBrowser({
    env: { PORT: String(port), PARTS_FRAME_ORIGIN: `http://localhost:${port}`, SHOP_ORIGIN: `http://127.0.0.1:${port}` },
  });
  let frame: Frame;

  it('embeds the frame from the configured origin, from the login path', async () => {
    await shop.visit('/catalogo-ricambi');
    const element = shop.page.getByTestId('parts-lookup-frame');
    await element.waitFor();
    expect(await element.getAttribute('src')).toBe(
      `http://localhost:${port}/catalogo-frame/?origin=${encodeURIComponent(`http://127.0.0.1:${port}`)}`,
    );
    frame = (await (await element.elementHandle())!.contentFrame())!;
    await expect.poll(() => frame.locator('#frame-maker option').count()).toBeGreaterThan(1);
  });

  it('ignores a message from another origin', async () => {
    await shop.page.evaluate(() => window.postMessage({ type: 'oeNumber', oeNumber: '12345' }, '*'));
    await shop.page.evaluate(() => window.postMessage({ type: 'addToBasket' }, '*'));
    await shop.page.waitForTimeout(300);
    expect(await shop.page.getByTestId('parts-lookup-results').textContent()).toContain('Scegli un ricambio nel catalogo');
    expect(await shop.page.getByTestId('parts-lookup-unexpected').count()).toBe(0);
  });

  it('shows in the page the parts of the original number picked in the frame, scrolled into view', async () => {
    await frame.locator('#frame-maker').selectOption(String(vehicle.idMarca));
    await expect.poll(() => frame.locator('#frame-model').isEnabled()).toBe(true);
    await frame.locator('#frame-model').selectOption(`${vehicle.idModello}:${vehicle.modelloAnno}`);
    await expect.poll(() => frame.locator('#frame-version').isEnabled()).toBe(true);
    await frame.locator('#frame-version').selectOption(String(vehicle.idVeicolo));
    await expect.poll(() => frame.locator('#frame-part').isEnabled()).toBe(true);
    await frame.locator('#frame-part').selectOption(String(vehicle.idVoce));
    const code = frame.locator('#frame-code-list li[data-oe-number]').first();
    await code.waitFor();
    const oeNumber = (await code.getAttribute('data-oe-number'))!;
    // At 700 px or less the results are under the frame: the page scrolls down to them.
    await shop.page.setViewportSize(PHONE);
    await shop.page.evaluate(() => window.scrollTo(0, 0));
    await code.getByRole('button', { name: `Cerca ${oeNumber}` }).click();
    const results = shop.page.getByTestId('parts-lookup-results');
    await expect.poll(() => results.locator('h2').textContent()).toBe(`Ricambi per il codice originale ${oeNumber}`);
    await results.locator('[data-search-ajax-row]').first().waitFor();
    await expect.poll(() => shop.page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect.poll(() => results.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
    await shop.page.setViewportSize(DESKTOP);
    await shop.checkpoint('results of the frame in the page');
  });

  it('answers a request to add the original to the basket with the unexpected-functionality alert', async () => {
    await frame
      .locator('#frame-code-list li[data-oe-number]')
      .first()
      .getByRole('button', { name: 'Aggiungi l’originale al carrello' })
      .click();
    const alert = shop.page.getByTestId('parts-lookup-unexpected');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.textContent()).toContain('Funzionalità non prevista');
  });
});
