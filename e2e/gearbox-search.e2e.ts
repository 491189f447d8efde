import { describe, expect, it } from 'vitest';
import { shopInBrowser } from './browser.ts';

/** A mechanic looks for a gearbox by its picture: filters by maker and opens one in the lightbox. */
describe('gearbox search: gallery by maker and lightbox', () => {
  const shop = shopInBrowser();

  it('reaches the page from the menu and filters the gallery by maker', async () => {
    const page = shop.page;
    await shop.visit('/');
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Ricerca cambi' }).click();
    await page.waitForURL('**/ricerca-cambi');
    const gallery = page.getByTestId('gearbox-gallery');
    await gallery.waitFor();
    const all = await gallery.locator('li').count();
    expect(all).toBeGreaterThanOrEqual(8);
    await shop.checkpoint('gearbox gallery');
    await page.getByTestId('gearbox-makers').getByRole('link', { name: 'Volkswagen' }).click();
    await page.waitForURL('**/ricerca-cambi?marca=Volkswagen');
    await expect.poll(() => gallery.locator('li').count()).toBe(2);
    expect(await gallery.textContent()).toContain('DQ200');
  });

  it('opens a gearbox in the lightbox with its Italian labels and closes it with Escape', async () => {
    const page = shop.page;
    await page.getByRole('button', { name: 'Ingrandisci il cambio Volkswagen DQ200' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Cambi Volkswagen' });
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Chiudi' }).waitFor();
    await lightbox.getByRole('button', { name: 'Precedente' }).waitFor();
    await shop.checkpoint('gearbox lightbox open');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });
});
