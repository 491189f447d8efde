import { useEffect } from 'react';
import { t } from '../../shared/i18n/translate.ts';

/** Sets the browser tab title: "{page} – {shop name}". */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    const shop = t('JS_SHOP_NAME');
    document.title = pageTitle ? `${pageTitle} – ${shop}` : shop;
  }, [pageTitle]);
}
