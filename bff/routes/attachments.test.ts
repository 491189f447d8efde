import { PassThrough } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_ZIP_BYTES, EXE_BYTES, PDF_BYTES, PNG_BYTES, pngOfSize, TEXT_BYTES } from '../../shared/testing/sample-files.ts';
import { MAX_ATTACHMENT_BYTES } from '../../shared/attachment-limits.ts';
import type { AttachmentView } from '../../shared/contract/attachments.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let productId: number;
beforeAll(async () => {
  shop = await createTestApp();
  productId = (await demoFixtureOf(shop)).product.id;
});
afterAll(async () => shop.close());

/** A logged-in client and its cart (made by adding a product, as the shop does), with its CSRF token. */
async function customer(username: string): Promise<{ client: TestClient; idCart: number; csrfToken: string }> {
  const client = new TestClient(shop.app);
  await client.login(username, username);
  const added = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1 });
  const { csrfToken } = await client.principal();
  return { client, idCart: added.json().idCart as number, csrfToken };
}

/** A multipart body as a browser sends it, serialised by the platform's FormData. */
async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

async function upload(
  who: { client: TestClient; csrfToken?: string },
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const body = await multipart(fields, file);
  return who.client.request({
    method: 'POST',
    url: '/cart/upload-attachment',
    payload: body.payload,
    headers: { 'content-type': body.contentType, accept: 'application/json', ...(who.csrfToken ? { 'x-csrf-token': who.csrfToken } : {}) },
  });
}

const list = async (client: TestClient, idCart: number): Promise<AttachmentView[]> =>
  (await client.request({ url: `/cart/attachments?idCart=${idCart}`, headers: { accept: 'application/json' } })).json();

describe('cart attachments', () => {
  it('uploads a file, lists it and downloads the same bytes', async () => {
    const demo = await customer('demo');
    const res = await upload(demo, { idCart: String(demo.idCart) }, { name: 'Preventivo officina – Però.pdf', bytes: PDF_BYTES });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 'OK', filename: 'Preventivo officina – Però.pdf' });
    expect(reply.attachment).toMatchObject({ contentType: 'application/pdf', size: PDF_BYTES.length });
    expect(await list(demo.client, demo.idCart)).toContainEqual(reply.attachment);

    const file = await demo.client.request({ url: `/cart/attachment/${reply.attachment.id}?idCart=${demo.idCart}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Preventivo officina _ Per_.pdf"; filename*=UTF-8''Preventivo%20officina%20%E2%80%93%20Per%C3%B2.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes a file of exactly the limit, refuses one byte more with 413 and stores nothing of it', async () => {
    const demo = await customer('demo');
    const before = await list(demo.client, demo.idCart);
    const over = await upload(demo, { idCart: String(demo.idCart) }, { name: 'grande.png', bytes: pngOfSize(MAX_ATTACHMENT_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json().second.message).toMatch(/5 MB/);
    expect(await list(demo.client, demo.idCart)).toEqual(before);
    const exact = await upload(demo, { idCart: String(demo.idCart) }, { name: 'limite.png', bytes: pngOfSize(MAX_ATTACHMENT_BYTES) });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().attachment.size).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('answers the 413 over a real connection too, where the browser is still sending the rest of the file', async () => {
    const client = new TestClient(shop.app);
    const login = await client.login('demo', 'demo');
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const { csrfToken } = await client.principal();
    const body = await multipart({ idCart: '1' }, { name: 'grande.png', bytes: pngOfSize(8 * 1024 * 1024) });
    const res = await request(`${shop.url}/cart/upload-attachment`, {
      method: 'POST',
      body: body.payload,
      headers: { 'content-type': body.contentType, cookie, 'x-csrf-token': csrfToken, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(((await res.body.json()) as { second: { message: string } }).second.message).toMatch(/5 MB/);
  });

  it('refuses a type it does not accept with 415, whatever the name says', async () => {
    const demo = await customer('demo');
    const before = await list(demo.client, demo.idCart);
    for (const bytes of [EXE_BYTES, TEXT_BYTES, BROKEN_ZIP_BYTES]) {
      const res = await upload(demo, { idCart: String(demo.idCart) }, { name: 'preventivo.pdf', bytes });
      expect(res.statusCode).toBe(415);
      expect(res.json().second.message).toMatch(/Tipo di file non accettato/);
    }
    expect(await list(demo.client, demo.idCart)).toEqual(before);
  });

  it('answers 400 for no file, an empty file, a bad idCart, a second file or a body that is not multipart', async () => {
    const demo = await customer('demo');
    const idCart = String(demo.idCart);
    expect((await upload(demo, { idCart })).statusCode).toBe(400);
    expect((await upload(demo, { idCart }, { name: 'vuoto.pdf', bytes: Buffer.alloc(0) })).statusCode).toBe(400);
    for (const bad of ['', 'abc', '0x1f', '-1']) {
      expect((await upload(demo, { idCart: bad }, { name: 'a.png', bytes: PNG_BYTES })).statusCode).toBe(400);
    }
    const two = new FormData();
    two.append('idCart', idCart);
    for (const name of ['a.png', 'b.png']) two.append('file', new Blob([new Uint8Array(PNG_BYTES)]), name);
    const encoded = new Response(two);
    const twice = await demo.client.request({
      method: 'POST',
      url: '/cart/upload-attachment',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'x-csrf-token': demo.csrfToken },
    });
    expect(twice.statusCode).toBe(400);
    const json = await demo.client.send('POST', '/cart/upload-attachment', { idCart, file: 'x' });
    expect(json.statusCode).toBe(400);
    const cut = await demo.client.request({
      method: 'POST',
      url: '/cart/upload-attachment',
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'x-csrf-token': demo.csrfToken },
    });
    expect(cut.statusCode).toBe(400);
  });

  it('keeps multipart and large bodies off every other route', async () => {
    const demo = await customer('demo');
    const body = await multipart({ idCart: String(demo.idCart), productId: '1', quantity: '1' }, { name: 'a.png', bytes: PNG_BYTES });
    const headers = { 'content-type': body.contentType, 'x-csrf-token': demo.csrfToken, accept: 'application/json' };
    const onAdd = await demo.client.request({ method: 'POST', url: '/cart/add-ajax', payload: body.payload, headers });
    expect(onAdd.statusCode).toBe(415);
    const big = { idCart: demo.idCart, attachmentId: 1, padding: 'x'.repeat(2 * 1024 * 1024) };
    expect((await demo.client.send('POST', '/cart/delete-attachment', big)).statusCode).toBe(413);
  });

  it('refuses a visitor (401) and a call without CSRF token (403) before reading the upload', async () => {
    // A body that never ends: a route that read it before refusing would never answer.
    const endless = () => {
      const stream = new PassThrough();
      stream.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
      return stream;
    };
    const headers = { 'content-type': 'multipart/form-data; boundary=xyz', accept: 'application/json' };
    const visitor = new TestClient(shop.app);
    const asVisitor = await visitor.request({ method: 'POST', url: '/cart/upload-attachment', payload: endless(), headers });
    expect(asVisitor.statusCode).toBe(401);
    const demo = await customer('demo');
    const noToken = await demo.client.request({ method: 'POST', url: '/cart/upload-attachment', payload: endless(), headers });
    expect(noToken.statusCode).toBe(403);
    const before = await list(demo.client, demo.idCart);
    expect((await upload({ client: demo.client }, { idCart: String(demo.idCart) }, { name: 'a.png', bytes: PNG_BYTES })).statusCode).toBe(
      403,
    );
    expect(await list(demo.client, demo.idCart)).toEqual(before);
    expect((await visitor.request({ url: `/cart/attachments?idCart=${demo.idCart}` })).statusCode).toBe(401);
  });

  it('answers 404 for another customer’s cart or file, and changes nothing', async () => {
    const demo = await customer('demo');
    const other = await customer('demo2');
    const mine = (await upload(demo, { idCart: String(demo.idCart) }, { name: 'mio.png', bytes: PNG_BYTES })).json()
      .attachment as AttachmentView;
    const before = await list(demo.client, demo.idCart);

    expect((await upload(other, { idCart: String(demo.idCart) }, { name: 'a.png', bytes: PNG_BYTES })).statusCode).toBe(404);
    const theirList = await other.client.request({ url: `/cart/attachments?idCart=${demo.idCart}` });
    expect(theirList.statusCode).toBe(404);
    expect(theirList.json().second.message).toBeTruthy();
    expect((await other.client.request({ url: `/cart/attachment/${mine.id}?idCart=${demo.idCart}` })).statusCode).toBe(404);
    expect((await other.client.request({ url: `/cart/attachment/${mine.id}?idCart=${other.idCart}` })).statusCode).toBe(404);
    const remove = await other.client.send('POST', '/cart/delete-attachment', { idCart: demo.idCart, attachmentId: mine.id });
    expect(remove.statusCode).toBe(404);
    expect(await list(demo.client, demo.idCart)).toEqual(before);
  });

  it('deletes a file: OK as text, then it is gone; deleting again is OK too', async () => {
    const demo = await customer('demo');
    const stored = (await upload(demo, { idCart: String(demo.idCart) }, { name: 'x.png', bytes: PNG_BYTES })).json()
      .attachment as AttachmentView;
    const res = await demo.client.send('POST', '/cart/delete-attachment', { idCart: demo.idCart, attachmentId: stored.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('OK');
    expect((await list(demo.client, demo.idCart)).map((a) => a.id)).not.toContain(stored.id);
    expect((await demo.client.request({ url: `/cart/attachment/${stored.id}?idCart=${demo.idCart}` })).statusCode).toBe(404);
    const form = await demo.client.request({
      method: 'POST',
      url: '/cart/delete-attachment',
      payload: `idCart=${demo.idCart}&attachmentId=${stored.id}&csrfToken=${encodeURIComponent(demo.csrfToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toBe('OK');
  });
});
