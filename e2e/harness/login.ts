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
