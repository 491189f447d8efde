import type { Page } from 'playwright-core';

/** Every row's quantity made valid for its product: the page names the minimum and the pack when they are not 1. */
export async function fixQuantities(page: Page): Promise<void> {
  for (const row of await page.locator('[data-row]').all()) {
    const rule = /Minimo (\d+), multipli di (\d+)/.exec((await row.textContent()) ?? '');
    const minimum = Number(rule?.[1] ?? 1);
    const multiple = Number(rule?.[2] ?? 1);
    const valid = minimum % multiple === 0 ? minimum : minimum * multiple;
    await row.getByRole('textbox').fill(String(valid));
  }
}
