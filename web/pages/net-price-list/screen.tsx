import { useLocation } from '../../router/index.ts';
import { useRef, useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { t } from '../../../shared/i18n/requests.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pagePath } from '../../../shared/routes.ts';
import { isApiError } from '../../api/api-error.ts';
import { usePageData } from '../../api/page-data.ts';
import { CHANGED_PRICES_KEY } from '../../../shared/changed-prices-key.ts';
import { requestNetPriceList } from '../../api/requests.ts';
import { snackbar } from '../../session/notify.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import type { pageReply } from './contract.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

type Brand = z.output<typeof pageReply>['brands'][number];

/** `/richiesta-listino-netto`: the brands the customer buys with their changed prices, each list requested in one click. */
export default function NetPriceListPage() {
  const key = useLocation().pathname;
  const page = usePageData('netPriceList', key);
  const { mutate } = useSWRConfig();
  // SPEC §4: a second request while one is on its way is ignored (a ref: two clicks in one frame see it too).
  const busy = useRef(false);
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function request(brand: Brand) {
    if (busy.current) return;
    busy.current = true;
    setSending(brand.code);
    setError(null);
    try {
      await requestNetPriceList(brand.code);
      // In the snackbar, as an add to the cart is: a line above the table would push it down under the pointer.
      snackbar.show(t('JS_NET_SENT', { brand: brand.name }), 'success');
      await Promise.all([mutate(key), mutate(CHANGED_PRICES_KEY)]);
    } catch (failure) {
      if (isApiError(failure) && failure.handled) return;
      // SPEC §8: the generic catalogue error, but a throttled user is told why.
      setError(isApiError(failure) && failure.status === 429 ? failure.message : t('JS_GENERIC_ERROR'));
    } finally {
      busy.current = false;
      setSending(null);
    }
  }

  const columns: ReadonlyArray<Column<Brand>> = [
    { key: 'brand', header: t('JS_NET_COL_BRAND'), cell: (brand) => <span className="font-semibold">{brand.name}</span> },
    {
      key: 'changed',
      header: t('JS_NET_COL_CHANGED'),
      numeric: true,
      // On a phone under the brand's name, so the request button keeps its room.
      secondary: true,
      cell: (brand) => <span data-testid="changed-prices">{formatCount(brand.changedPrices)}</span>,
    },
    {
      key: 'request',
      header: t('JS_NET_REQUEST'),
      headerHidden: true,
      cell: (brand) => (
        <Button
          size="sm"
          variant={brand.changedPrices > 0 ? 'primary' : 'secondary'}
          aria-label={t('JS_NET_REQUEST_BRAND', { brand: brand.name })}
          aria-disabled={sending !== null}
          onClick={() => void request(brand)}
        >
          {sending === brand.code ? <Spinner size="sm" label={t('JS_NET_SENDING')} /> : null}
          {t('JS_NET_REQUEST')}
        </Button>
      ),
    },
  ];

  return (
    <LabelledPageData name="netPriceList" testId="net-price-list-page" page={page}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('JS_NET_INTRO')}</p>
          <FormAlert message={error} />
          <Table
            label={pageLabel('netPriceList')}
            columns={columns}
            rows={data.brands}
            rowKey={(brand) => brand.code}
            rowProps={(brand) => ({ 'data-testid': 'brand-row', 'data-brand': brand.code })}
            empty={t('JS_NET_EMPTY')}
          />
          <p className="text-sm text-slate-700">
            <Link to={pagePath('priceListRequest')} className="text-blue-800 underline">
              {t('JS_NET_OTHER_LISTS')}
            </Link>{' '}
            <Link to={pagePath('myRequests')} className="text-blue-800 underline">
              {pageLabel('myRequests')}
            </Link>
          </p>
        </div>
      )}
    </LabelledPageData>
  );
}
