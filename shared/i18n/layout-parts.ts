import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/**
 * Texts of the layout's parts whose code waits for hydration (web/layout/deferred-parts.ts): the language switch,
 * the submenu's button, the footer's cookie link. Kept out of the shared table, which is in the first bundle.
 */
export const layoutPartsIt = {
  JS_LANGUAGE: 'Lingua',
  JS_COOKIES_LINK: 'Cookie',
  JS_SUBMENU_OPEN: 'Apri il sottomenu {label}',
} as const;

type LayoutPartsKey = keyof typeof layoutPartsIt;

/** English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const layoutPartsEn: Record<LayoutPartsKey, string> = {
  JS_LANGUAGE: 'Language',
  JS_COOKIES_LINK: 'Cookies',
  JS_SUBMENU_OPEN: 'Open the {label} submenu',
};

export const t = translator<keyof Translations | LayoutPartsKey>({ ...shared, ...layoutPartsIt }, { en: layoutPartsEn });
