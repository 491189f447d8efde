import type { SearchFilters } from '../../../shared/contract/catalogue.ts';
import { brandTag, groupTag, stockTag } from './tags.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * Most exact terms one query word stands for, the most frequent first: a one-letter word matches hundreds of
 * terms, and every term is one more doclist for FTS5 to walk. A rarer term beyond this is not searched for that
 * word (with a thousand-hit cap the frequent ones fill the page long before).
 */
export const TERMS_PER_WORD = 8;
/** Most terms of a whole query: with many words each keeps fewer (at least its best one). */
export const TERMS_PER_QUERY = 32;

/**
 * The words of a query as the index's tokenizer (unicode61, remove_diacritics 2) cuts and folds them: runs of
 * letters and digits, lower case, accents removed. Repeated words count once.
 */
export function queryWords(q: string): string[] {
  const folded = q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.match(/[\p{L}\p{N}\p{Co}]+/gu) ?? [])];
}

/** A full-text query built from the vocabulary, and an estimate of what a scan of the whole index costs. */
export interface WordsQuery {
  /** FTS5 MATCH text: only quoted vocabulary terms and tags, never the user's text. */
  match: string;
  /** Estimated cost of running it over every rowid, in postings read (see `scanCost`). */
  cost: number;
}

/**
 * The words part of a search: every word required, each as the OR of the exact terms it is a prefix of, in
 * descriptions and brands; the filters as tag terms. Null when some word is a prefix of no term (nothing can
 * match) or the query has no word.
 */
export function wordsQuery(q: string, filters: SearchFilters, vocabulary: Vocabulary): WordsQuery | null {
  const words = queryWords(q);
  if (words.length === 0) return null;
  const perWord = Math.max(1, Math.min(TERMS_PER_WORD, Math.floor(TERMS_PER_QUERY / words.length)));
  const groups: Array<{ terms: string[]; docs: number }> = [];
  for (const word of words) {
    const terms = vocabulary.expand(word, perWord);
    if (terms.length === 0) return null;
    groups.push({ terms, docs: terms.reduce((sum, t) => sum + vocabulary.docs(t), 0) });
  }
  const tagGroups = [filters.brandIds.map(brandTag), filters.groupIds.map(groupTag)].filter((tags) => tags.length > 0);
  if (filters.availability) tagGroups.push([stockTag(filters.availability === 'in-stock')]);
  for (const tags of tagGroups) groups.push({ terms: tags, docs: tags.reduce((sum, t) => sum + vocabulary.tagged(t), 0) });

  const wordsPart = groups.slice(0, words.length).map((g) => anyOf(g.terms));
  const tagsPart = tagGroups.map((tags) => ` AND tags : ${anyOf(tags)}`);
  return { match: `{description brand} : (${wordsPart.join(' AND ')})${tagsPart.join('')}`, cost: scanCost(groups) };
}

function anyOf(terms: string[]): string {
  return `(${terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ')})`;
}

/**
 * What intersecting these groups (each an OR of terms with `docs` products in all) costs over the whole index, in
 * postings: the rarest group is walked, each other group is sought into at most 32 times per posting of it (or
 * walked whole when smaller), and an OR of n terms costs n times as much. Fitted on a million products: 5 to 26
 * ns each. Only the first scan window is sized by it; the next ones by the time the previous one took.
 */
export function scanCost(groups: ReadonlyArray<{ terms: readonly string[]; docs: number }>): number {
  if (groups.length === 0) return 0;
  const rarest = Math.min(...groups.map((g) => g.docs));
  return groups.reduce((sum, g) => sum + g.terms.length * Math.min(g.docs, 32 * rarest), 0);
}
