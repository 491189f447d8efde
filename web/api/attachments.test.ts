import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART } from '../../shared/attachment-limits.ts';
import { ApiError } from './api-error.ts';
import { attachmentFailureText, deleteAttachment, formatFileSize, refusalBeforeUpload, uploadAttachment } from './attachments.ts';
import { mockApiFetch } from './api-fetch.fixture.ts';

describe('attachment calls', () => {
  const fetchMock = mockApiFetch();

  it('uploads as multipart with idCart and the file, the token in the header and no Content-Type of its own', async () => {
    const attachment = { id: 4, filename: 'a.pdf', contentType: 'application/pdf', size: 3, uploadedAt: '2026-11-24T10:00:00Z' };
    fetchMock.mockResolvedValue(Response.json({ status: 'OK', filename: 'a.pdf', attachment }));
    const reply = await uploadAttachment(12, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(reply.attachment).toEqual(attachment);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/cart/upload-attachment');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-csrf-token')).toBe('csrf-1');
    // The browser writes multipart/form-data with its boundary; one set by hand would lack it.
    expect(headers.has('content-type')).toBe(false);
    const body = init?.body as FormData;
    expect(body.get('idCart')).toBe('12');
    expect((body.get('file') as File).name).toBe('a.pdf');
  });

  it('deletes with the token and reads the text OK', async () => {
    fetchMock.mockResolvedValue(new Response('OK', { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    await deleteAttachment(12, 4);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/cart/delete-attachment');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(JSON.parse(String(init?.body))).toEqual({ idCart: 12, attachmentId: 4 });
  });

  it('rejects with the server’s message on a refusal', async () => {
    const body = { message: 'Il file supera il limite di 5 MB.', second: { message: 'Il file supera il limite di 5 MB.' } };
    fetchMock.mockResolvedValue(Response.json(body, { status: 413 }));
    const failure = await uploadAttachment(12, new File(['x'], 'x.png')).catch((error: unknown) => error);
    expect(attachmentFailureText(failure)).toBe('Il file supera il limite di 5 MB.');
  });
});

describe('attachment texts', () => {
  it('shows the server’s text, else the upload-error or delete-error text', () => {
    expect(attachmentFailureText(new ApiError(415, 'Tipo non accettato', undefined, false))).toBe('Tipo non accettato');
    expect(attachmentFailureText(new ApiError(0, undefined, undefined, false))).toBe('Caricamento del file non riuscito. Riprova.');
    expect(attachmentFailureText(new Error('x'), 'delete')).toBe('Eliminazione del file non riuscita. Riprova.');
  });

  it('refuses before sending a file over the limit, an empty one, or one too many', () => {
    expect(refusalBeforeUpload({ size: MAX_ATTACHMENT_BYTES }, 0)).toBeNull();
    expect(refusalBeforeUpload({ size: MAX_ATTACHMENT_BYTES + 1 }, 0)).toBe('Il file supera il limite di 5 MB.');
    expect(refusalBeforeUpload({ size: 0 }, 0)).toBe('Il file è vuoto.');
    expect(refusalBeforeUpload({ size: 10 }, MAX_ATTACHMENTS_PER_CART)).toMatch(/massimo/);
  });

  it('writes sizes the Italian way', () => {
    expect(formatFileSize(512)).toBe('512 byte');
    expect(formatFileSize(84 * 1024)).toBe('84 kB');
    expect(formatFileSize(1.43 * 1024 * 1024)).toBe('1,4 MB');
    expect(formatFileSize(MAX_ATTACHMENT_BYTES)).toBe('5 MB');
  });
});
