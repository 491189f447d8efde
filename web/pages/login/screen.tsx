import { useSearchParams } from '../../router/index.ts';
import { Notice } from '../../ui/notice.tsx';
import { Link } from '../../ui/link.tsx';
import { sameOriginPath } from '../../../shared/same-origin-path.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../../shared/i18n/login.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoginForm } from '../../session/login-form.tsx';
import { LogoutButton } from '../../layout/logout-button.tsx';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../../shared/routes.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { AccessCard } from '../../session/access-card.tsx';

/** /login?returnTo=…: the login form on its own page (also the target of the header link without JavaScript). */
export default function LoginPage() {
  useDocumentTitle(pageLabel('login'));
  const [params] = useSearchParams();
  const returnTo = sameOriginPath(params.get('returnTo') ?? '/');
  const { principal, loggedIn } = usePrincipal();

  return (
    <AccessCard title={t('JS_LOGIN_TITLE')}>
      {!principal ? (
        <Loading className="py-10" />
      ) : loggedIn ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-slate-700">{t('JS_LOGIN_ALREADY', { username: principal.username ?? '' })}</p>
          <div className="flex gap-3">
            <Link to={pagePath('home')} className={buttonClass()}>
              {t('JS_BACK_HOME')}
            </Link>
            <LogoutButton className="border-slate-300 text-slate-800 hover:bg-slate-100" />
          </div>
        </div>
      ) : (
        <>
          {params.get('password') === 'cambiata' ? (
            <Notice tone="success" role="status" className="mt-3">
              {t('JS_PASSWORD_CHANGED')}
            </Notice>
          ) : null}
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('JS_LOGIN_INTRO')}</p>
          <LoginForm returnTo={returnTo} autoFocus />
          <a href={pagePath('registration')} className="mt-4 block text-center text-sm text-slate-700 underline hover:text-slate-900">
            {t('JS_REGISTRATION_LINK')}
          </a>
        </>
      )}
    </AccessCard>
  );
}
