import { t } from '../../shared/i18n/translate.ts';
import { pages, type PageName } from '../../shared/routes.ts';

/** The translated name of a page of shared/routes.ts (menu entries, headings, document titles). */
export function pageLabel(name: PageName): string {
  return t(pages[name].label);
}
