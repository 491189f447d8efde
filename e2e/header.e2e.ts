import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';

/** SPEC §2 and §9: the header's breakpoints and the homepage carousel's rhythm. */
describe('header breakpoints and promo carousel', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;
  beforeAll(async () => {
    page = shop.page;
    // The page's clock, flowing as usual until the carousel test pauses it and moves it on by itself.
    await page.clock.install();
    await shop.visit('/');
    await page.getByTestId('promo-cell').first().waitFor();
  });

  const headerPosition = () => page.getByTestId('site-header').evaluate((el) => getComputedStyle(el).position);
  const hamburger = () => page.getByRole('button', { name: 'Apri il menu' });

  it('is sticky only wider than 820 px', async () => {
    await page.setViewportSize({ width: 821, height: 800 });
    expect(await headerPosition()).toBe('sticky');
    await page.setViewportSize({ width: 820, height: 800 });
    expect(await headerPosition()).not.toBe('sticky');
  });

  it('uses the mobile side menu at 1024 px or less, the main menu above', async () => {
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await hamburger().isVisible()).toBe(true);
    await hamburger().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Home' }).waitFor();
    await shop.checkpoint('side menu');
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-menu.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1025, height: 800 });
    expect(await hamburger().isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Menu principale' }).first().isVisible()).toBe(true);
  });

  it('shows 3 promotions per group on desktop and 1 on mobile, moving on by itself every 3 s until stopped', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.mouse.move(0, 0); // autoplay pauses while the pointer is over the carousel
    const dots = page.getByRole('button', { name: /^Vai al gruppo/ });
    const promos = await page.getByTestId('promo-cell').count();
    expect(await dots.count()).toBe(Math.ceil(promos / 3));
    const current = () => page.locator('[data-testid="promo-carousel"] [aria-current="true"]').getAttribute('aria-label');
    // The clock stops before the first group is read: a turn between reading and stopping would count twice. A little
    // ahead of the page's now, which moves on while the call travels (pausing in the past throws).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const first = await current();
    await page.clock.runFor(3600);
    await expect.poll(current).not.toBe(first);
    // WCAG 2.2.2: it can be stopped, and started again.
    await page.getByRole('button', { name: 'Ferma lo scorrimento delle offerte' }).click();
    await page.mouse.move(0, 0);
    const stoppedAt = await current();
    await page.clock.runFor(3600);
    expect(await current()).toBe(stoppedAt);
    await page.getByRole('button', { name: 'Avvia lo scorrimento delle offerte' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3600);
    await expect.poll(current).not.toBe(stoppedAt);
    await page.clock.resume();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => dots.count()).toBe(promos);
    await page.screenshot({ path: `${SCREENSHOTS}/home-phone.png` });
  });
});
