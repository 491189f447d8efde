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
    // The staff's other pages are a link away from here, none only by its address.
    for (const [name, path] of [
      ['Richieste di registrazione', '/staff/registrazioni'],
      ['Richieste dei clienti', '/staff/richieste'],
      ['Comunicazioni ai clienti', '/staff/comunicazioni'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    await expect.poll(() => page.getByTestId('mail-row').count()).toBe(TEMPLATES.length);
    await shop.checkpoint('outbox');
    await page.getByLabel('Modello').selectOption('invite');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?modello=invite');
    await expect.poll(() => page.getByTestId('mail-row').count()).toBe(1);
    // A slow reply: the preview's panel opens on the click and the text follows, the list below moving once (the
    // journey's guard fails a layout shift that comes a second after the click).
    await page.route(
      (url) => url.searchParams.has('messaggio'),
      async (route) => {
        if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      },
    );
    await page.getByTestId('mail-row').getByRole('link').click();
    const preview = page.getByTestId('mail-preview');
    await preview.waitFor();
    await expect.poll(() => preview.locator('pre').textContent(), { timeout: 5000 }).toContain(`${shop.url}/password-nuova?token=`);
    await page.unrouteAll();
    expect(await preview.getByRole('link', { name: 'Apri la versione HTML' }).getAttribute('href')).toMatch(
      /^\/staff\/posta\/\d+\/anteprima$/,
    );
  });

  it('invite a new user, who sets a password from the mailed link and logs in', async () => {
    const { page } = shop;
    await shop.visit('/staff/invita?cliente=C000002');
    await page.getByLabel('Nome e cognome').fill('Giulia Verdi');
    await page.getByLabel('E-mail').fill('giulia.verdi@example.com');
    await page.getByRole('button', { name: 'Invia l’invito' }).click();
    await page.getByRole('status').getByText('Invito inviato a giulia.verdi@example.com: il nome utente è giulia.verdi').waitFor();
    await shop.checkpoint('invitation sent');

    // The mail, read where staff read it: the outbox's preview of the latest invitation.
    await shop.visit('/staff/posta?modello=invite');
    await page.getByTestId('mail-row').filter({ hasText: 'giulia.verdi@example.com' }).getByRole('link').click();
    const pre = page.getByTestId('mail-preview').locator('pre');
    await expect.poll(() => pre.textContent()).toContain('giulia.verdi');
    const link = /https?:\/\/\S+\/password-nuova\?token=[\w-]+/.exec((await pre.textContent()) ?? '')?.[0] ?? '';
    expect(new URL(link).origin).toBe(shop.url);
    await shop.checkpoint('invitation previewed');

    await page.context().clearCookies();
    await shop.visit(new URL(link).pathname + new URL(link).search);
    await page.getByText('Scegli la nuova password per l’utente giulia.verdi').waitFor();
    await page.getByLabel('Nuova password', { exact: true }).fill('officina-verdi-2026');
    await page.getByLabel('Ripeti la nuova password').fill('officina-verdi-2026');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await page.getByRole('status').getByText('Password cambiata: accedi con la nuova password.').waitFor();
    const form = page.locator('#main form');
    await form.getByLabel('Nome utente').fill('giulia.verdi');
    await form.getByLabel('Password', { exact: true }).fill('officina-verdi-2026');
    await form.getByRole('button', { name: 'Accedi' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await shop.checkpoint('home, the invited user logged in');
  });
});
