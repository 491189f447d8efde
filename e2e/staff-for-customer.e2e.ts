import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInAt, openFromMenu } from './harness/account.ts';

const TITLE = 'Nuove condizioni di reso';

/** The shop's day (Europe/Rome) `offset` days from today, YYYY-MM-DD. */
function romeDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + offset)).toISOString().slice(0, 10);
}
const slashed = (day: string) => day.split('-').reverse().join('/');
const longItalian = (day: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const TEXT = 'Dal mese prossimo i resi si accettano entro 30 giorni dalla consegna.';

/**
 * Issue 28 with staff acting for a customer: a mandatory communication (the customer must accept it; staff see it
 * read-only), the impersonation audit with both names, and the cart line staff added, marked with their name.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('staff act for a customer, who then accepts a communication and sees what staff added (%s)', (name, viewport) => {
  const shop = shopInBrowser({ viewport });
  const dialog = () => shop.page.getByTestId('communication-dialog');

  /** A full page load while acting for the customer: their pending communication shows, read-only; staff close it. */
  async function visitActingFor(path: string): Promise<void> {
    await shop.visit(path);
    await dialog().getByTestId('communication-staff-view').waitFor();
    await dialog().getByRole('button', { name: 'Chiudi' }).first().click();
    await expect.poll(() => dialog().count()).toBe(0);
  }

  it('staff publish a mandatory communication to the demo customer', async () => {
    const { page } = shop;
    await logInAt(shop, 'staff', 'staff');
    await shop.visit('/staff/comunicazioni');
    await page.getByLabel('Titolo').fill(TITLE);
    await page.getByLabel('Testo').fill(TEXT);
    await page.getByRole('checkbox', { name: 'Obbligatoria (il cliente deve accettarla)' }).check();
    await page.getByRole('checkbox', { name: 'Tutti i clienti' }).uncheck();
    await page.getByLabel('Codici cliente (separati da virgola)').fill('C000001');
    // Valid by default from today (the shop's day, Europe/Rome) for 30 days, dd/mm/yyyy whatever the browser's language.
    const [from, to] = [romeDay(0), romeDay(29)];
    expect(await page.getByLabel('Dal', { exact: true }).inputValue()).toBe(slashed(from));
    expect(await page.getByLabel('Al', { exact: true }).inputValue()).toBe(slashed(to));
    await page.getByText(`Visibile ai clienti per 30 giorni: ${longItalian(from)} – ${longItalian(to)}.`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/communication-form-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pubblica' }).click();
    await page.getByRole('status').getByText('Comunicazione pubblicata.').waitFor();
    const row = page.getByTestId('communication-row').filter({ hasText: TITLE }).first();
    await expect.poll(() => row.textContent()).toContain(`${slashed(from)} – ${slashed(to)}`);
    await row.screenshot({ path: `${SCREENSHOTS}/communication-row-${name}.png` });
  });

  it('staff switch to the customer, see the communication without being able to accept it, and add to the cart', async () => {
    const { page } = shop;
    await shop.visit('/cambia-utente?userType=user&q=demo');
    await page.locator('[data-testid="switch-user-row"][data-username="demo"]').getByRole('link', { name: 'Seleziona' }).click();
    await page.waitForURL(`${shop.url}/`);
    await dialog().getByRole('heading', { name: TITLE }).waitFor();
    await dialog().getByTestId('communication-staff-view').waitFor();
    expect(await dialog().getByRole('button', { name: 'Accetto' }).count()).toBe(0);
    await shop.checkpoint('communication, read-only for staff');
    await page.screenshot({ path: `${SCREENSHOTS}/communication-staff-${name}.png` });
    await dialog().getByRole('button', { name: 'Chiudi' }).first().click();
    await expect.poll(() => dialog().count()).toBe(0);

    await visitActingFor('/cerca?q=DDS8747');
    // The add is answered before the next page load: a load while it is on its way would cancel it.
    const added = page.waitForResponse((response) => response.url().endsWith('/cart/add-ajax'));
    await page.getByTestId('product-row').first().getByRole('button', { name: 'Aggiungi al carrello' }).click();
    expect((await added).status()).toBe(200);
    await visitActingFor('/cart');
    await page.getByTestId('line-added-by-staff').getByText('Aggiunto da staff').waitFor();
    await page.getByRole('button', { name: 'Torna al tuo utente' }).click();
    await expect.poll(() => page.getByTestId('impersonation-banner').count()).toBe(0);
  });

  it('the audit page shows the switch, the add and the way back with both names', async () => {
    const { page } = shop;
    await shop.visit('/');
    await openFromMenu(shop, 'Cambia utente');
    await shop.checkpoint('switch-user page, with the audit link');
    await page.getByRole('link', { name: 'Registro cambi utente' }).click();
    await page.getByRole('heading', { name: 'Registro cambi utente', level: 1 }).waitFor();
    await page.getByLabel('Cliente').fill('C000001');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?cliente=C000001');
    const rows = page.getByTestId('impersonation-audit-row');
    await expect
      .poll(() => rows.locator('[data-field="action"]').allTextContents())
      .toEqual(['Ritorno', 'Aggiunto al carrello', 'Passaggio al cliente']);
    for (const row of await rows.all()) {
      expect(await row.locator('[data-field="staff"]').textContent()).toBe('staff');
      // A secondary column is drawn twice (folded under the first on a phone): either copy says the same.
      expect(await row.locator('[data-field="customer"]').first().textContent()).toContain('Autoricambi Demo S.r.l.');
    }
    await page.screenshot({ path: `${SCREENSHOTS}/impersonation-audit-${name}.png`, fullPage: true });
  });

  it('the customer cannot close the mandatory communication by Escape or a click outside, accepts it, and no longer sees it', async () => {
    const { page } = shop;
    await page.context().clearCookies();
    await logInAt(shop, 'demo', 'demo');
    await dialog().getByRole('heading', { name: TITLE }).waitFor();
    expect(await dialog().getByRole('button', { name: 'Chiudi' }).count()).toBe(0);
    await shop.checkpoint('mandatory communication');
    await page.screenshot({ path: `${SCREENSHOTS}/communication-${name}.png` });
    await page.keyboard.press('Escape');
    await page.mouse.click(5, viewport.height - 5);
    // Both are ignored: the dialog stays, its text still there.
    await dialog().getByText(TEXT).waitFor();
    expect(await dialog().isVisible()).toBe(true);
    await dialog().getByRole('button', { name: 'Accetto' }).click();
    await expect.poll(() => dialog().count()).toBe(0);

    await shop.visit('/cart');
    await page.getByTestId('line-added-by-staff').getByText('Aggiunto da staff').waitFor();
    // The page came with the pending communications (none left), so no dialog opens once it starts.
    const boot = JSON.parse((await page.locator('#boot-data').textContent()) ?? '{}') as { fallback: Record<string, unknown> };
    expect(boot.fallback['/comunicazioni/in-attesa']).toEqual([]);
    expect(await dialog().count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-staff-line-${name}.png`, fullPage: true });
  });
});
