import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GearboxSearchPageReply } from '../../web/pages/gearbox-search/contract.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const ask = (url: string, accept: string) => shop.app.inject({ url, headers: { accept } });

describe('/ricerca-cambi', () => {
  it('answers the gallery of gearboxes of the demo makers, each with its generated picture', async () => {
    const res = await ask('/ricerca-cambi', 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as GearboxSearchPageReply;
    expect(data.gearboxes.length).toBeGreaterThanOrEqual(8);
    expect(data.makers).toEqual(expect.arrayContaining(['Fiat', 'Volkswagen', 'Ford']));
    expect(data.gearboxes.map((box) => box.code)).toEqual(expect.arrayContaining(['C514', 'M32', '6DCT250']));
    for (const box of data.gearboxes) expect(box.image.url).toMatch(/^\/immagini\/cambi\/[a-z0-9-]+\.svg$/);
  });

  it('is server-rendered with the maker filter of its URL', async () => {
    const res = await ask('/ricerca-cambi?marca=Fiat', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="gearbox-gallery"');
    expect(res.body).toContain('Ingrandisci il cambio Fiat C514');
    expect(res.body).not.toContain('Ingrandisci il cambio Ford 6DCT250');
    expect(res.body).toContain('href="/ricerca-cambi?marca=Ford"');
    const all = await ask('/ricerca-cambi?marca=Nessuna', 'text/html');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('Ingrandisci il cambio Ford 6DCT250');
  });
});
