import type { Page } from 'playwright-core';

/** Adds one product by its code through the shop's calls, with the browser's session (a journey's setup). */
export async function addByCode(page: Page, base: string, code: string): Promise<void> {
  const { csrfToken } = (await (await page.request.get(`${base}/sfapi/v1/principal`)).json()) as { csrfToken: string };
  const found = await page.request.get(`${base}/sfapi/v1/catalog/product-code/${encodeURIComponent(code)}`);
  const [product] = (await found.json()) as Array<{ id: number }>;
  if (!product) throw new Error(`no product has the code ${code}`);
  const res = await page.request.post(`${base}/cart/add-ajax`, {
    data: { csrfToken, productId: product.id, quantity: 1 },
    headers: { 'x-csrf-token': csrfToken },
  });
  if (!res.ok()) throw new Error(`adding ${code} answered ${res.status()}`);
}
