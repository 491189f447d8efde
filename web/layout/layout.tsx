import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from '../router/index.ts';
import { useForgetInitialDataOnNavigate } from '../api/initial-data.ts';
import { FragmentAction } from '../../shared/fragments/action-names.ts';
import { onFragmentAction } from '../fragments/actions.ts';
import { t } from '../../shared/i18n/translate.ts';
import { LoginDialogProvider } from '../session/login-dialog.tsx';
import { snackbar } from '../session/notify.ts';
import { isPlainClick } from '../ui/plain-click.ts';
import { SnackbarOnDemand } from '../ui/snackbar-on-demand.tsx';
import { CommunicationsPopup, Footer, SessionTimeoutDialog } from './deferred-parts.ts';
import { Header } from './header.tsx';
import { useScrollToTopOnNavigate } from './use-scroll-to-top.ts';

/** Every page: header, content, footer, the snackbar and the session dialogs. */
export function Layout({ ownBrandBatteries }: { ownBrandBatteries: string }) {
  useFragmentNavigation();
  useScrollToTopOnNavigate();
  useForgetInitialDataOnNavigate();
  useDismissMessagesOnNavigate();
  return (
    <LoginDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('JS_SKIP_TO_CONTENT')}
        </a>
        <Header ownBrandBatteries={ownBrandBatteries} />
        {/* At least a screen tall: the footer never shows above the fold, so a page whose data arrives late
            (a search typed before the script) does not push a visible footer down. */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          <Outlet />
        </main>
        <Footer.Component />
      </div>
      <SessionTimeoutDialog.Component />
      <CommunicationsPopup.Component />
      <SnackbarOnDemand store={snackbar} closeLabel={t('JS_CLOSE')} />
    </LoginDialogProvider>
  );
}

/** A message belongs to the page it was shown on: the ones shown before a navigation leave with it. */
function useDismissMessagesOnNavigate() {
  const { pathname } = useLocation();
  // Read while the new page renders, before its own effects may show a message of its own.
  const shownBefore = useMemo(() => snackbar.lastId(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => snackbar.dismissUpTo(shownBefore), [shownBefore]);
}

/** Links in HTML fragments marked data-action="navigate" open inside the SPA (plain clicks only). */
function useFragmentNavigation() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onFragmentAction(FragmentAction.navigate, (element, event) => {
        const href = element.getAttribute('href');
        if (!href || !href.startsWith('/') || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(href);
      }),
    [navigate],
  );
}
