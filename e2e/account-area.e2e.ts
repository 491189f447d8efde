import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInAt, openAccountArea } from './harness/account.ts';

const TOGGLE = 'Consenti l’uso dei web service';

/** SPEC §2 account area and §8's three texts of the web-service toggle, with the reference's test switches. */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a customer sets the web-service availability in the account area (%s)', (name, viewport) => {
  describe('the ERP saves it, or holds no flag for the customer', () => {
    const shop = shopInBrowser({ viewport, env: { REFERENCE_WS_FLAG_MISSING: 'C000002' } });

    it('opens the account area from the header and turns the web services on: "Costante aggiornata", kept on reload', async () => {
      const { page } = shop;
      await logInAt(shop, 'demo', 'demo');
      await openAccountArea(shop);
      await page.locator('#main').getByText('Autoricambi Demo S.r.l.').first().waitFor();
      await shop.checkpoint('account area');
      const toggle = page.getByRole('checkbox', { name: TOGGLE });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.check();
      await page.getByTestId('web-service-outcome').getByText('Costante aggiornata', { exact: true }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/account-area-${name}.png`, fullPage: true });
      await shop.visit('/area-clienti');
      await expect.poll(() => page.getByRole('checkbox', { name: TOGGLE }).isChecked()).toBe(true);
    });

    it('tells a customer whose ERP holds no flag "ATTENZIONE: costante non presente!" and leaves the box as it was', async () => {
      const { page } = shop;
      await page.context().clearCookies();
      await logInAt(shop, 'demo2', 'demo2');
      await shop.visit('/area-clienti');
      const toggle = page.getByRole('checkbox', { name: TOGGLE });
      // A click, not check(): the box goes back at once when the ERP does not save it.
      await toggle.click();
      await page.getByTestId('web-service-outcome').getByText('ATTENZIONE: costante non presente!', { exact: true }).waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(false);
    });
  });

  describe('the ERP fails to save it', () => {
    const shop = shopInBrowser({
      viewport,
      env: { REFERENCE_WS_FLAG_FAILING: 'C000001' },
      expectedErrors: [
        { why: 'the reference is switched to fail saving the flag: 502', status: 502, path: '/costanti/set-disponibilita-ws' },
      ],
    });

    it('shows "ATTENZIONE: errore nel salvataggio" and puts the box back', async () => {
      const { page } = shop;
      await logInAt(shop, 'demo', 'demo');
      await shop.visit('/area-clienti');
      const toggle = page.getByRole('checkbox', { name: TOGGLE });
      // A click, not check(): the box goes back at once when the ERP does not save it.
      await toggle.click();
      await page.getByTestId('web-service-outcome').getByText('ATTENZIONE: errore nel salvataggio', { exact: true }).waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(false);
    });
  });
});
