import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a workshop asks to become a customer, and staff find the request (%s)', (_name, viewport) => {
  const shop = shopInBrowser({
    viewport,
    expectedErrors: [
      { why: 'a VAT number with a wrong check digit, on purpose: the form answers 400', status: 400, path: '/registrazione' },
    ],
  });

  it('sends the registration form from the login page, told which field is wrong first', async () => {
    const { page } = shop;
    await shop.visit('/login');
    await page.getByRole('link', { name: 'Non sei ancora cliente? Chiedi la registrazione' }).click();
    await page.getByRole('heading', { name: 'Richiesta di registrazione' }).waitFor();
    await shop.checkpoint('registration form');
    await page.getByLabel('Ragione sociale').fill('Officina Bianchi S.n.c.');
    await page.getByLabel('Partita IVA').fill('01234567890');
    await page.getByLabel('Codice SDI o PEC').fill('ABC1234');
    await page.getByLabel('Indirizzo della sede').fill('Via Roma 1, 31100 Treviso (TV)');
    await page.getByLabel('Referente').fill('Mario Bianchi');
    await page.getByLabel('E-mail').fill('mario.bianchi@example.com');
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await page.getByRole('alert').getByText('La partita IVA non è valida: sono 11 cifre, l’ultima di controllo.').waitFor();
    await shop.checkpoint('registration form, VAT number refused');
    await page.getByLabel('Partita IVA').fill('01234567897');
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await page
      .getByRole('status')
      .getByText(/Richiesta inviata/)
      .waitFor();
  });

  it('lists the request for staff', async () => {
    const { page } = shop;
    const response = await page.request.post(`${shop.url}/login`, {
      headers: { accept: 'application/json' },
      data: { username: 'staff', password: 'staff' },
    });
    expect(response.status()).toBe(200);
    await shop.visit('/staff/registrazioni');
    const row = page.getByTestId('registration-row').filter({ hasText: 'Officina Bianchi S.n.c.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('01234567897');
  });
});
