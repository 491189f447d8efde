import type { ShopInBrowser } from '../browser.ts';

/** Logs in through the /login page's form (not the header dialog) and waits for the account's name in the header. */
export async function logInOnLoginPage(shop: ShopInBrowser, username: string, password: string): Promise<void> {
  await shop.visit('/login');
  const form = shop.page.locator('#main form');
  await form.getByLabel('Nome utente').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Accedi' }).click();
  await shop.page.getByTestId('account-identity').waitFor();
}

/**
 * For journeys that are not about logging in: the session cookie is obtained with one POST /login from the
 * browser context's request client (which shares the context's cookie jar), then the home page is opened (and
 * audited) with the account's name in the header: where logInOnLoginPage ends, without the form's round trip.
 */
export async function logInByCookie(shop: ShopInBrowser, username: string, password: string): Promise<void> {
  const response = await shop.page.request.post(`${shop.url}/login`, {
    headers: { accept: 'application/json' },
    data: { username, password },
  });
  if (response.status() !== 200) throw new Error(`login as ${username}: ${response.status()} ${await response.text()}`);
  await shop.visit('/');
  await shop.page.getByTestId('account-identity').waitFor();
}
