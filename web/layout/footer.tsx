import { t } from '../../shared/i18n/layout-parts.ts';
import { openConsentChoices } from '../consent/load-consent.ts';
import { Button } from '../ui/button.tsx';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-100 text-sm text-slate-600">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <span className="font-semibold text-slate-800">{t('JS_SHOP_NAME')}</span>
        <span>{t('JS_SHOP_TAGLINE')}</span>
        {/* The cookie notice's choices, to change them (issue 29). */}
        {/* A button drawn as the footer's text link. */}
        <Button
          variant="ghost"
          onClick={openConsentChoices}
          className="h-auto self-start px-0 font-normal text-inherit underline underline-offset-2 hover:bg-transparent hover:text-slate-900 sm:self-auto"
        >
          {t('JS_COOKIES_LINK')}
        </Button>
      </div>
    </footer>
  );
}
