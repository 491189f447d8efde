import { afterAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../adapters/reference/mail/test-smtp-server.ts';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';

// The shop's mail goes to a real SMTP server the journey reads, started before the shops that send to it.
const smtp = new TestSmtpServer();
await smtp.start();
afterAll(() => smtp.stop());

/** The recovery link of the latest mail to `address`, once it arrived. */
async function recoveryLink(address: string, count: number): Promise<URL> {
  const mails = () => smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.value.some((to) => to.address === address));
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(count);
  const text = mails().at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/password-nuova\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no recovery link in the mail: ${text}`);
  return new URL(link);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a customer recovers a forgotten password from the mailed link (%s)', (_name, viewport) => {
  const shop = shopInBrowser({
    viewport,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'negozio@example.com' },
    expectedErrors: [{ why: 'the two passwords differ on purpose: the form answers 400', status: 400, path: '/password-nuova' }],
  });
  const address = 'demo2@example.com';
  let link: URL;
  let mailsBefore = 0;

  it('asks for a link from the login page', async () => {
    const { page } = shop;
    mailsBefore = smtp.received.length;
    await shop.visit('/login');
    await page.locator('#main').getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.getByRole('heading', { name: 'Password dimenticata' }).waitFor();
    await shop.checkpoint('password forgotten form');
    await page.getByLabel('Nome utente o e-mail').fill(address);
    await page.getByRole('button', { name: 'Inviami il link' }).click();
    await page
      .getByRole('status')
      .getByText(/ti abbiamo inviato un’e-mail/)
      .waitFor();
  });

  it('receives the link, on the shop’s origin, and chooses a new password', async () => {
    const { page } = shop;
    const earlier = smtp.received.slice(0, mailsBefore).filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address);
    link = await recoveryLink(address, earlier.length + 1);
    expect(link.origin).toBe(shop.url);
    await shop.visit(`${link.pathname}${link.search}`);
    await page.getByText('Scegli la nuova password per l’utente demo2').waitFor();
    await page.getByLabel('Nuova password', { exact: true }).fill('officina-2026-nuova');
    await page.getByLabel('Ripeti la nuova password').fill('officina-2026-diversa');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await page.getByRole('alert').getByText('Le due password non coincidono.').waitFor();
    await shop.checkpoint('new password form, passwords differ');
    await page.getByLabel('Ripeti la nuova password').fill('officina-2026-nuova');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 })
      .toBe('/login?password=cambiata');
    await page.getByRole('status').getByText('Password cambiata: accedi con la nuova password.').waitFor();
  });

  it('logs in with the new password and sees the account’s addresses; the used link offers a new one', async () => {
    const { page } = shop;
    // The login page's own form (the header's name is hidden on a phone: the way home says it worked).
    const form = page.locator('#main form');
    await form.getByLabel('Nome utente').fill('demo2');
    await form.getByLabel('Password').fill('officina-2026-nuova');
    await form.getByRole('button', { name: 'Accedi' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await shop.checkpoint('home, logged in with the new password');
    // The account page shows where the mail went, and where order confirmations go.
    await shop.visit('/area-clienti/account');
    await expect.poll(() => page.getByTestId('account-email').textContent()).toBe(address);
    expect(await page.getByTestId('account-order-email').textContent()).toBe('ordini.c000002@example.com');
    await shop.visit(`${link.pathname}${link.search}`);
    await page.getByText('Il link non è valido: è scaduto, è già stato usato o è incompleto.').waitFor();
    await page.getByRole('link', { name: 'Chiedi un nuovo link' }).waitFor();
  });
});
