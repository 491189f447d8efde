import { renderMarkup, renderToStaticMarkup, textOf } from '../../../shared/testing/markup.ts';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT } from '../../../shared/attachment-limits.ts';
import type { AttachmentView } from '../../../shared/contract/attachments.ts';
import { CartAttachments } from './cart-attachments.tsx';

const stored: AttachmentView[] = [
  { id: 7, filename: 'Libretto – Però.pdf', contentType: 'application/pdf', size: 1_500_000, uploadedAt: '2026-11-24T10:00:00Z' },
  { id: 9, filename: 'danno.jpg', contentType: 'image/jpeg', size: 84 * 1024, uploadedAt: '2026-11-24T10:05:00Z' },
];

describe('CartAttachments', () => {
  it('lists the stored files with their Italian size, a download link and a delete button each', () => {
    const html = renderToStaticMarkup(<CartAttachments idCart={31} attachments={stored} />);
    expect(html).toContain('href="/cart/attachment/7?idCart=31"');
    expect(html).toContain('aria-label="Scarica Libretto – Però.pdf"');
    expect(html).toContain('1,4 MB');
    expect(html).toContain('84 kB');
    expect(html).toContain('aria-label="Elimina danno.jpg"');
    expect(html).not.toContain('Nessun file allegato.');
  });

  it('offers a labelled file input of the accepted types, and an upload button disabled until a file is chosen', () => {
    const $ = renderMarkup(<CartAttachments idCart={31} attachments={[]} />);
    expect(textOf($.root())).toContain('Nessun file allegato.');
    const input = $('input[type="file"]');
    expect(input.attr('accept')).toBe(ATTACHMENT_ACCEPT);
    expect(input.is('[disabled]')).toBe(false);
    expect($(`label[for="${input.attr('id')}"]`)).toHaveLength(1);
    const upload = $('button[type="submit"]');
    expect(textOf(upload)).toBe('Carica');
    expect(upload.is('[disabled]')).toBe(true);
    expect($('[aria-live="polite"]')).toHaveLength(1);
  });

  it('takes no more files once the cart holds the most it may', () => {
    const full = Array.from({ length: 10 }, (_, i) => ({ ...stored[1]!, id: i + 1 }));
    const $ = renderMarkup(<CartAttachments idCart={31} attachments={full} />);
    expect($('input[type="file"]').is('[disabled]')).toBe(true);
  });
});
