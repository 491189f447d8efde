import { MAX_ATTACHMENT_NAME } from './attachment-limits.ts';

// Control characters (C0, DEL, C1) and the bidi overrides that can make "fattura‮fdp.exe" read as a PDF.
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file is shown and downloaded with: only the last path segment (browsers on Windows send
 * "C:\fakepath\x.pdf"), without control or bidi characters, NFC (so "è" is one character), at most
 * MAX_ATTACHMENT_NAME characters keeping the extension; "allegato" when nothing is left.
 */
export function displayFilename(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE, '').trim();
  const chars = [...clean];
  if (chars.length === 0) return 'allegato';
  if (chars.length <= MAX_ATTACHMENT_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? [...clean.slice(dot)] : [];
  const keepExt = ext.length > 0 && ext.length <= 10 ? ext : [];
  return chars.slice(0, MAX_ATTACHMENT_NAME - keepExt.length).join('') + keepExt.join('');
}
