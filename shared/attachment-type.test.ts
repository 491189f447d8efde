import { describe, expect, it } from 'vitest';
import {
  BROKEN_ZIP_BYTES,
  EXE_BYTES,
  HEIC_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  TEXT_BYTES,
  WEBP_BYTES,
} from './testing/sample-files.ts';
import { sniffAttachmentType } from './attachment-type.ts';

describe('sniffAttachmentType', () => {
  it('recognises the accepted types from their bytes', async () => {
    expect(await sniffAttachmentType(PDF_BYTES)).toBe('application/pdf');
    expect(await sniffAttachmentType(PNG_BYTES)).toBe('image/png');
    expect(await sniffAttachmentType(JPEG_BYTES)).toBe('image/jpeg');
    expect(await sniffAttachmentType(WEBP_BYTES)).toBe('image/webp');
    expect(await sniffAttachmentType(HEIC_BYTES)).toBe('image/heic');
  });

  it('refuses programs, plain text, nothing and broken containers without throwing', async () => {
    for (const bytes of [EXE_BYTES, TEXT_BYTES, Buffer.alloc(0), BROKEN_ZIP_BYTES]) {
      expect(await sniffAttachmentType(bytes)).toBeNull();
    }
  });
});
