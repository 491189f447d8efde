import { t } from '../../shared/i18n/layout-parts.ts';
import { openConsentChoices } from '../consent/load-consent.ts';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-100 text-sm text-slate-600">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <span className="font-semibold text-slate-800">{t('JS_SHOP_NAME')}</span>
        <span>{t('JS_SHOP_TAGLINE')}</span>
        {/* The cookie notice's choices, to change them (issue 29). */}
        <button
          type="button"
          onClick={openConsentChoices}
          className="self-start underline underline-offset-2 hover:text-slate-900 sm:self-auto"
        >
          {t('JS_COOKIES_LINK')}
        </button>
      </div>
    </footer>
  );
}
