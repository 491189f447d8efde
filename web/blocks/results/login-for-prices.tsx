import { useLocation } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { t } from '../../../shared/i18n/catalogue.ts';
import { usePrincipal } from '../../api/principal.ts';
import { loginHref, returnToFor } from '../../session/return-to.ts';
import { useLoginDialog } from '../../session/login-dialog.tsx';

/**
 * Above a list of parts, to a visitor: why it shows no prices, and a login that keeps the page (the dialog; its
 * link logs in back to this page without JavaScript). Nothing until the session is known, nothing when logged in.
 */
export function LoginForPrices() {
  const { openLogin } = useLoginDialog();
  const { loggedIn, principal } = usePrincipal();
  const location = useLocation();
  if (!principal || loggedIn) return null;
  return (
    <p className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900" data-testid="login-for-prices">
      <Link
        to={loginHref(returnToFor(location))}
        onClick={(event) => {
          event.preventDefault();
          openLogin();
        }}
        className="font-semibold underline underline-offset-2"
      >
        {t('JS_LOGIN_FOR_PRICES')}
      </Link>
    </p>
  );
}
