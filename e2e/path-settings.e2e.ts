import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shopInBrowser } from './browser.ts';

const settings = { vehicleWs: '/tecdoc/ws', lookupWs: 'td', provider: 'tecdoc', ownBrandBatteries: 'batterie-ricambi-italia' };

/** An installation with its own path settings: the browser gets them in the page and the SPA runs on them. */
describe('an installation with non-default path settings', () => {
  const shop = shopInBrowser({
    env: {
      VEHICLE_WS: settings.vehicleWs,
      LOOKUP_WS: settings.lookupWs,
      PARTS_PROVIDER: settings.provider,
      OWN_BRAND_BATTERIES_PATH: settings.ownBrandBatteries,
    },
  });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  it('hands the settings to the SPA in the page and shows the results page (the harness fails it on any error)', async () => {
    await shop.visit('/cerca?q=filtro');
    await page.getByTestId('search-results').waitFor();
    const boot = await page.evaluate(() => JSON.parse(document.getElementById('boot-data')?.textContent ?? 'null') as unknown);
    expect(boot).toMatchObject({ settings });
  });
});
