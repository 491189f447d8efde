import type { TranslationKey } from '../i18n/it.ts';
import { t } from '../i18n/translate.ts';
import { pages } from '../routes.ts';

/** Translated names of the pages of web/routes.ts; a page without one shows its table title. */
const labelKeys: Partial<Record<string, TranslationKey>> = {
  home: 'JS_PAGE_HOME',
  search: 'JS_PAGE_SEARCH',
  login: 'JS_PAGE_LOGIN',
  switchUser: 'JS_PAGE_SWITCH_USER',
};

export function pageLabel(name: string, fallbackTitle?: string): string {
  const key = labelKeys[name];
  if (key) return t(key);
  return fallbackTitle ?? (pages as Record<string, { title: string } | undefined>)[name]?.title ?? name;
}
