/**
 * Turns a code style (`#` digit, `@` letter, `{a|b}` choice, anything else literal) into distinct codes:
 * the n-th code of a style is n run through a keyed bijection of the style's code space, so codes look random,
 * never repeat within a (namespace, style) and need no set of used codes even at a million products.
 */
import { required } from './required.ts';

const DIGITS = '0123456789'.split('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');

interface Style {
  tokens: string[][];
  space: number;
  key: number;
  halfBits: number;
}

function parseStyle(style: string, namespace: string): Style {
  const tokens: string[][] = [];
  for (let i = 0; i < style.length; i++) {
    const ch = style.charAt(i);
    if (ch === '#') tokens.push(DIGITS);
    else if (ch === '@') tokens.push(LETTERS);
    else if (ch === '{') {
      const end = style.indexOf('}', i);
      if (end < 0) throw new Error(`Unclosed choice in code style ${style}`);
      tokens.push(style.slice(i + 1, end).split('|'));
      i = end;
    } else tokens.push([ch]);
  }
  const space = tokens.reduce((n, t) => n * t.length, 1);
  let key = 2166136261;
  for (const c of namespace + style) key = Math.imul(key ^ c.charCodeAt(0), 16777619) >>> 0;
  const halfBits = Math.max(1, Math.ceil(Math.log2(space) / 2));
  if (halfBits > 26) throw new Error(`Code style ${style} has too large a space`);
  return { tokens, space, key, halfBits };
}

/** A keyed bijection of [0, space): a 4-round Feistel network over 2·halfBits bits, cycle-walked into range. */
function permute(style: Style, value: number): number {
  const half = 2 ** style.halfBits;
  const mask = half - 1;
  let x = value;
  do {
    let left = Math.floor(x / half);
    let right = x % half;
    for (let round = 0; round < 4; round++) {
      let f = Math.imul(right ^ style.key, 0x9e3779b1) ^ round;
      f = Math.imul(f ^ (f >>> 15), 0x85ebca6b);
      f ^= f >>> 13;
      [left, right] = [right, ((left ^ f) & mask) >>> 0];
    }
    x = left * half + right;
  } while (x >= style.space);
  return x;
}

function render(style: Style, value: number): string {
  const parts: string[] = new Array(style.tokens.length);
  let m = value;
  for (let i = style.tokens.length - 1; i >= 0; i--) {
    // Constant messages: this runs for every code, and neither can be missing (a token always has a choice).
    const choices = required(style.tokens[i], 'code style token');
    parts[i] = required(choices[m % choices.length], 'code style choice');
    m = Math.floor(m / choices.length);
  }
  return parts.join('');
}

export class CodeFactory {
  private readonly styles = new Map<string, Style>();
  private readonly counters = new Map<string, number>();

  /** The next unused code of `style` within `namespace` (a brand, or a maker's OE numbering). */
  next(namespace: string, style: string): string {
    const key = `${namespace}\u0000${style}`;
    let parsed = this.styles.get(key);
    if (!parsed) {
      parsed = parseStyle(style, namespace);
      this.styles.set(key, parsed);
    }
    const n = this.counters.get(key) ?? 0;
    this.counters.set(key, n + 1);
    const code = render(parsed, permute(parsed, n % parsed.space));
    const round = Math.floor(n / parsed.space);
    return round === 0 ? code : `${code}-${round}`;
  }
}
