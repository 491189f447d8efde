import { t } from '../i18n/translate.ts';
import { pages, type PageName } from '../routes.ts';

/** The translated name of a page of web/routes.ts (menu entries, headings, document titles). */
export function pageLabel(name: PageName): string {
  return t(pages[name].label);
}
