import { Link } from '../../ui/link.tsx';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../../shared/i18n/translate.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoginDialog } from '../../session/login-dialog.tsx';
import { loginHref } from '../../session/return-to.ts';
import { buttonClass } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { homeDataKey } from '../../../shared/urls/page-urls.ts';
import { PromoCarousel } from './promo-carousel.tsx';
import { PROMO_REGION_HEIGHT } from './promo-sizes.ts';

const PromoCarouselSkeleton = onDemand(() => import('./promo-carousel-skeleton.tsx').then((m) => m.PromoCarouselSkeleton));

export default function HomePage() {
  useDocumentTitle(null);
  const { loggedIn, principal } = usePrincipal();
  const page = usePageData('home', homeDataKey());
  const promotions = page.data?.promotions;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <section aria-labelledby="promo-title" className="flex flex-col gap-4">
        <h1 id="promo-title" className="text-2xl font-bold text-slate-900">
          {t('JS_PROMO_TITLE')}
        </h1>
        {promotions ? (
          promotions.length > 0 ? (
            <PromoCarousel promos={promotions} showPrices={loggedIn} />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('JS_PROMO_EMPTY')}</p>
          )
        ) : page.error ? (
          <LoadFailed onRetry={() => void page.mutate()} />
        ) : (
          // The region keeps its height while the skeleton's own code arrives.
          <div className={PROMO_REGION_HEIGHT}>
            <PromoCarouselSkeleton needed />
          </div>
        )}
      </section>
      <Welcome showLogin={Boolean(principal) && !loggedIn} />
    </div>
  );
}

function Welcome({ showLogin }: { showLogin: boolean }) {
  const { openLogin } = useLoginDialog();
  const features = [
    ['JS_HOME_FEATURE_SEARCH_TITLE', 'JS_HOME_FEATURE_SEARCH_TEXT'],
    ['JS_HOME_FEATURE_PRICES_TITLE', 'JS_HOME_FEATURE_PRICES_TEXT'],
    ['JS_HOME_FEATURE_ORDER_TITLE', 'JS_HOME_FEATURE_ORDER_TEXT'],
  ] as const;
  return (
    <section aria-labelledby="welcome-title" className="rounded-xl bg-slate-50 p-6 sm:p-8">
      <h2 id="welcome-title" className="text-xl font-bold text-slate-900">
        {t('JS_HOME_WELCOME_TITLE')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('JS_HOME_WELCOME_TEXT')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {features.map(([title, text]) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-blue-900">{t(title)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
      {showLogin ? (
        <Link
          to={loginHref('/')}
          onClick={(event) => {
            event.preventDefault();
            openLogin();
          }}
          className={buttonClass({ className: 'mt-6' })}
        >
          {t('JS_HOME_LOGIN_CTA')}
        </Link>
      ) : null}
    </section>
  );
}
