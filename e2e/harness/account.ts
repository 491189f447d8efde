import type { ShopInBrowser } from '../browser.ts';

/** Logs in with one POST /login from the browser's context (its cookie jar), then opens the homepage. */
export async function logInAt(shop: ShopInBrowser, username: string, password: string): Promise<void> {
  const response = await shop.page.request.post(`${shop.url}/login`, {
    headers: { accept: 'application/json' },
    data: { username, password },
  });
  if (response.status() !== 200) throw new Error(`login as ${username}: ${response.status()}`);
  await shop.visit('/');
}

/**
 * Opens the account area as a user does: the company and user in the header above 1024 px, in the side menu below
 * (the header shows no identity on a phone).
 */
export async function openAccountArea(shop: ShopInBrowser): Promise<void> {
  const { page } = shop;
  const menuButton = page.getByRole('button', { name: 'Apri il menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('dialog').getByTestId('account-identity').waitFor();
    await shop.checkpoint('side menu with the account');
    await page.getByRole('dialog').getByTestId('account-identity').click();
  } else {
    await page.getByRole('banner').getByTestId('account-identity').click();
  }
  await page.getByRole('heading', { name: 'Area clienti', level: 1 }).waitFor();
}

/** Follows a main-menu entry: the menu row above 1024 px, the side menu below. */
export async function openFromMenu(shop: ShopInBrowser, label: string): Promise<void> {
  const { page } = shop;
  const menuButton = page.getByRole('button', { name: 'Apri il menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: label, exact: true }).click();
  }
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}
