import type { SearchRow } from '../../../shared/contract/search.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../i18n/catalogue.ts';
import { cn } from '../../ui/cn.ts';
import { AddToCartForm } from './add-to-cart-form.tsx';
import { RowAvailability } from './row-availability.tsx';

/** The columns of a result row and of the captions above: wider with price and add-to-cart for logged-in users. */
export function productRowColumns(loggedIn: boolean): string {
  return loggedIn ? 'md:grid-cols-[minmax(9rem,12rem)_1fr_12rem_8rem_16rem]' : 'md:grid-cols-[minmax(9rem,12rem)_1fr_12rem]';
}

/** One result: brand, code, description, availability and delivery; net price and add-to-cart for logged-in users. */
export function ProductRow({ row, loggedIn }: { row: SearchRow; loggedIn: boolean }) {
  const prices = row.offer.prices;
  return (
    <li
      className={cn('grid gap-x-6 gap-y-3 border-b border-slate-200 py-4 last:border-b-0', productRowColumns(loggedIn))}
      data-testid="product-row"
      data-product-id={row.id}
      data-code={row.code}
    >
      <div className="min-w-0 md:self-center">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase" data-field="brand">
          {row.brand}
        </p>
        <p className="font-mono font-bold break-words text-slate-900" data-field="code">
          {row.code}
        </p>
      </div>
      <div className="text-sm md:self-center">
        <p className="text-slate-700" data-field="description">
          {row.description}
        </p>
        <p className="text-xs text-slate-500">{row.group.name}</p>
      </div>
      <div className="md:self-center">
        <RowAvailability offer={row.offer} />
      </div>
      {loggedIn && prices ? (
        <>
          <p className="flex flex-col md:self-center md:text-right">
            <span className="text-xs text-slate-500 md:sr-only">{t('JS_COL_NET_PRICE')}</span>
            <span className="text-lg font-bold text-blue-800 tabular-nums" data-field="net-price">
              {formatEuro(prices.netCents)}
            </span>
            <span className="text-xs text-slate-500 tabular-nums" data-field="list-price">
              {t('JS_LIST_PRICE', { price: formatEuro(prices.listCents) })}
            </span>
            {prices.urgentNetCents !== prices.netCents ? (
              <span className="text-xs text-slate-500 tabular-nums" data-field="urgent-price">
                {t('JS_URGENT_PRICE', { price: formatEuro(prices.urgentNetCents) })}
              </span>
            ) : null}
          </p>
          <div className="md:self-center">
            <AddToCartForm product={row} />
          </div>
        </>
      ) : null}
    </li>
  );
}

/** Column captions above the rows (wide screens). */
export function ProductListHead({ loggedIn }: { loggedIn: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'hidden gap-x-6 border-b-2 border-slate-300 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid',
        productRowColumns(loggedIn),
      )}
    >
      <span>
        {t('JS_COL_BRAND')} / {t('JS_COL_CODE')}
      </span>
      <span>{t('JS_COL_DESCRIPTION')}</span>
      <span>{t('JS_COL_AVAILABILITY')}</span>
      {loggedIn ? (
        <>
          <span className="text-right">{t('JS_COL_NET_PRICE')}</span>
          <span />
        </>
      ) : null}
    </div>
  );
}

/** The rows of a result list under their captions. */
export function ProductList({ rows, loggedIn }: { rows: SearchRow[]; loggedIn: boolean }) {
  return (
    <div>
      <ProductListHead loggedIn={loggedIn} />
      <ul data-testid="search-results">
        {rows.map((row) => (
          <ProductRow key={row.id} row={row} loggedIn={loggedIn} />
        ))}
      </ul>
    </div>
  );
}
