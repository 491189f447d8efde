import { formatCount, t } from '../../shared/i18n/translate.ts';
import { useChangedPricesTotal } from '../api/requests.ts';

/** The menu entry whose badge counts the changed prices (SPEC §7 GET /richiesta-listino-netto/prezzi-variati). */
const BADGE_ENTRY = 'netPriceList';

/** The changed prices since the customer's last lists, beside the net price lists' menu entry; nothing at 0. */
export function ChangedPricesBadge({ entry }: { entry: string }) {
  const total = useChangedPricesTotal(entry === BADGE_ENTRY);
  if (entry !== BADGE_ENTRY || total === 0) return null;
  return (
    <span
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-orange-700 px-1.5 text-xs leading-5 font-bold text-white"
      data-testid="changed-prices-badge"
    >
      <span aria-hidden="true">{formatCount(total)}</span>
      <span className="sr-only">{t('JS_MENU_CHANGED_PRICES', { count: formatCount(total) })}</span>
    </span>
  );
}
