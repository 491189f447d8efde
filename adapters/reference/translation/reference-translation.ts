import type { TranslationPort } from '../../ports/index.ts';
import { glossaryEn } from './glossary.ts';

/** The longest phrase of the glossary, in words: no longer run is ever looked up. */
const LONGEST = Math.max(...Object.keys(glossaryEn).map((phrase) => phrase.split(' ').length));
const WORD = /[\p{L}\p{N}'’.,-]+|[^\p{L}\p{N}'’.,-]+/gu;

/** A translation keeps the capital of the text it replaces ("Filtro olio" → "Oil filter"). */
function likeCase(original: string, translated: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? translated.charAt(0).toUpperCase() + translated.slice(1) : translated;
}

/**
 * Translates word runs by the glossary, longest phrase first; a word of no phrase stays as it is. Punctuation
 * glued to a word (a trailing comma) is kept outside the lookup.
 */
export function translateByGlossary(text: string, glossary: Readonly<Record<string, string>>): string {
  const tokens = text.match(WORD) ?? [];
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let words = LONGEST; words >= 1 && !matched; words--) {
      // A run of `words` words: tokens i, i+2, … with single spaces between them.
      const end = i + words * 2 - 1;
      if (end > tokens.length) continue;
      const run = tokens.slice(i, end);
      if (run.some((token, k) => (k % 2 === 1 ? token !== ' ' : !/[\p{L}]/u.test(token)))) continue;
      const phrase = run.join('');
      const trailing = /[.,]+$/.exec(phrase)?.[0] ?? '';
      const found =
        glossary[
          phrase
            .slice(0, phrase.length - trailing.length)
            .toLowerCase()
            .replace(/’/g, "'")
        ];
      if (found === undefined) continue;
      out.push(likeCase(phrase, found) + trailing);
      i = end;
      matched = true;
    }
    if (!matched) out.push(tokens[i++] ?? '');
  }
  return out.join('');
}

/** The reference translator: the demo catalogue's glossary, Italian → English; any other pair is the text itself. */
export class ReferenceTranslation implements TranslationPort {
  async translate(input: Parameters<TranslationPort['translate']>[0]) {
    if (input.source === input.target || input.source !== 'it' || input.target !== 'en') return { text: input.q };
    return { text: translateByGlossary(input.q, glossaryEn) };
  }
}
