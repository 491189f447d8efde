import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** The texts of the pager of paged lists (results, customers): they load with the screens that show it, not with the first bundle. */
export const pagerIt = {
  JS_PAGINATION: 'Paginazione dei risultati',
  JS_PAGE_PREVIOUS: 'Precedente',
  JS_PAGE_NEXT: 'Successiva',
  JS_PAGE_NUMBER: 'Pagina {page}',
  JS_PAGE_OF: 'Pagina {page} di {pages}',
} as const;

export type PagerKey = keyof typeof pagerIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const pagerEn: Record<PagerKey, string> = {
  JS_PAGINATION: 'Results pages',
  JS_PAGE_PREVIOUS: 'Previous',
  JS_PAGE_NEXT: 'Next',
  JS_PAGE_NUMBER: 'Page {page}',
  JS_PAGE_OF: 'Page {page} of {pages}',
};

/** `t` of the pager of paged lists (results, customers): the shared texts and its own. */
export const t = translator<keyof Translations | PagerKey>({ ...shared, ...pagerIt }, { en: pagerEn });
