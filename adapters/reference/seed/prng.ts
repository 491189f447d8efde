/** mulberry32: a tiny, fast, seeded generator; the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one seeded stream. */
export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A new independent stream, so adding draws in one part of the generator does not shift another. */
  fork(label: string): Rng {
    let h = 2166136261;
    for (const ch of label) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return new Rng((Math.floor(this.next() * 4294967296) ^ h) >>> 0);
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const last = items.at(-1);
    if (last === undefined) throw new Error('weighted pick from an empty list');
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return last[0]; // rounding can leave r a hair above 0 after the last weight
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  digits(count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += Math.floor(this.next() * 10);
    return s;
  }

  letters(count: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < count; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}
