import { Link } from '../../ui/link.tsx';
import { t } from '../../../shared/i18n/translate.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pagePath } from '../../../shared/routes.ts';
import { buttonClass } from '../../ui/button.tsx';

/** Any client route that is not in shared/routes.ts; a page's own missing thing ("Articolo non trovato") in its words. */
export function NotFoundPage({ title = t('JS_NOT_FOUND_TITLE'), text = t('JS_NOT_FOUND_TEXT') }: { title?: string; text?: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-blue-900" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <Link to={pagePath('home')} className={buttonClass({ className: 'mt-2' })}>
        {t('JS_BACK_HOME')}
      </Link>
    </div>
  );
}
