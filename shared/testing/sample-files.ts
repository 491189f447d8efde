/**
 * Small files whose type their bytes tell, for the attachment scenarios (conformance and BFF tests): what the
 * shop must accept and what it must refuse whatever the file is called.
 */

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF, as short as a reader still opens. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The start of a Windows program (MZ header): refused, even named "preventivo.pdf". */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

/** Plain text: no type a cart accepts. */
export const TEXT_BYTES = Buffer.from('Preventivo: sostituzione pastiglie freno, 120 € + IVA\n', 'utf8');

/** A PNG of exactly `size` bytes (a real header, then padding): for the size limits. */
export function pngOfSize(size: number): Buffer {
  const out = Buffer.alloc(size);
  PNG_BYTES.copy(out, 0, 0, Math.min(size, PNG_BYTES.length));
  return out;
}

/** The start of a phone photo (HEIC: an ISO-BMFF "ftyp" box of brand heic). */
export const HEIC_BYTES = Buffer.concat([Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'), Buffer.alloc(64)]);

/** The start of a WebP picture. */
export const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);

/** The start of a JPEG (JFIF) photo. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64),
]);

/** A ZIP signature with nothing valid after it: file-type throws on it, the shop must just refuse it. */
export const BROKEN_ZIP_BYTES = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64)]);
