import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_NAME } from './attachment-limits.ts';
import { displayFilename } from './attachment-name.ts';

describe('displayFilename', () => {
  it('keeps only the last path segment', () => {
    expect(displayFilename('C:\\fakepath\\preventivo.pdf')).toBe('preventivo.pdf');
    expect(displayFilename('../../etc/passwd')).toBe('passwd');
  });

  it('keeps Italian accents, composed', () => {
    expect(displayFilename('libretto di circolazione – Però.pdf')).toBe('libretto di circolazione – Però.pdf');
    expect(displayFilename('perche\u0301.pdf')).toBe('perch\u00e9.pdf');
  });

  it('drops control and bidi characters', () => {
    expect(displayFilename('fattura\u202Efdp.exe')).toBe('fatturafdp.exe');
    expect(displayFilename('a\r\nb.png')).toBe('ab.png');
  });

  it('cuts long names keeping the extension', () => {
    const name = displayFilename(`${'à'.repeat(300)}.jpeg`);
    expect([...name]).toHaveLength(MAX_ATTACHMENT_NAME);
    expect(name.endsWith('à.jpeg')).toBe(true);
  });

  it('names a file with nothing left "allegato"', () => {
    expect(displayFilename('')).toBe('allegato');
    expect(displayFilename('dir/')).toBe('allegato');
  });
});
