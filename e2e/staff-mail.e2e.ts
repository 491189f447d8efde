import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';

const TEMPLATES = [
  'Recupero password',
  'Richiesta listino',
  'Richiesta informazioni',
  'Contatto',
  'Registrazione account',
  'Conferma pagamento',
  'Invito',
  'Conferma ordine',
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('staff send each test mail and find it in the outbox (%s)', (_name, viewport) => {
  const shop = shopInBrowser({ viewport });

  it('sends one mail of each template from the mail test page', async () => {
    const { page } = shop;
    const response = await page.request.post(`${shop.url}/login`, {
      headers: { accept: 'application/json' },
      data: { username: 'staff', password: 'staff' },
    });
    expect(response.status()).toBe(200);
    await shop.visit('/staff/posta/prova');
    await page.getByText('Ogni pulsante invia un messaggio di prova di quel modello al tuo indirizzo, staff@example.com.').waitFor();
    for (const [i, label] of TEMPLATES.entries()) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect.poll(() => page.getByTestId('mail-test-notices').locator('p').count()).toBe(i + 1);
    }
    await page.getByText('Conferma ordine: inviato a staff@example.com.').waitFor();
    await shop.checkpoint('mail test page, every template sent');
  });

  it('finds them in the outbox, filters one template and previews it', async () => {
    const { page } = shop;
    await page.getByRole('link', { name: 'Vai alla posta in uscita' }).click();
    await page.getByRole('heading', { name: 'Posta in uscita' }).waitFor();
    await expect.poll(() => page.getByTestId('mail-row').count()).toBe(TEMPLATES.length);
    await shop.checkpoint('outbox');
    await page.getByLabel('Modello').selectOption('invite');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?modello=invite');
    await expect.poll(() => page.getByTestId('mail-row').count()).toBe(1);
    await page.getByTestId('mail-row').getByRole('link').click();
    const preview = page.getByTestId('mail-preview');
    await preview.waitFor();
    await expect.poll(() => preview.locator('pre').textContent()).toContain(`${shop.url}/password-nuova?token=`);
    expect(await preview.getByRole('link', { name: 'Apri la versione HTML' }).getAttribute('href')).toMatch(
      /^\/staff\/posta\/\d+\/anteprima$/,
    );
  });
});
