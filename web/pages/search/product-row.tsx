import type { ProductView } from '../../../shared/contract/catalogue.ts';
import { hasPrices } from '../../../shared/contract/guards.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../i18n/translate.ts';
import { cn } from '../../ui/cn.ts';
import { AddToCartForm } from './add-to-cart-form.tsx';
import { totalStock } from './stock.ts';

/** The columns of a result row and of the captions above: wider with price and add-to-cart for logged-in users. */
export function productRowColumns(loggedIn: boolean): string {
  return loggedIn ? 'md:grid-cols-[minmax(10rem,14rem)_1fr_7rem_8rem_18rem]' : 'md:grid-cols-[minmax(10rem,14rem)_1fr_7rem]';
}

/** One search result: brand, code, description, stock; net price and add-to-cart for logged-in users only. */
export function ProductRow({ product, loggedIn }: { product: ProductView; loggedIn: boolean }) {
  const stock = totalStock(product);
  return (
    <li
      className={cn('grid gap-x-6 gap-y-3 border-b border-slate-200 py-4 last:border-b-0', productRowColumns(loggedIn))}
      data-testid="product-row"
      data-product-id={product.id}
      data-code={product.code}
    >
      <div className="min-w-0 md:self-center">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase" data-field="brand">
          {product.brand}
        </p>
        <p className="font-mono font-bold break-words text-slate-900" data-field="code">
          {product.code}
        </p>
      </div>
      <p className="text-sm text-slate-700 md:self-center" data-field="description">
        {product.description}
      </p>
      <p className="flex flex-col text-sm md:self-center">
        <span className="text-xs text-slate-500 md:sr-only">{t('JS_COL_STOCK')}</span>
        <span className={cn('font-semibold tabular-nums', stock > 0 ? 'text-emerald-700' : 'text-slate-500')} data-field="stock">
          {t('JS_STOCK_PIECES', { quantity: stock })}
        </span>
      </p>
      {loggedIn && hasPrices(product) ? (
        <>
          <p className="flex flex-col md:self-center md:text-right">
            <span className="text-xs text-slate-500 md:sr-only">{t('JS_COL_NET_PRICE')}</span>
            <span className="text-lg font-bold text-blue-800 tabular-nums" data-field="net-price">
              {formatEuro(product.netCents)}
            </span>
          </p>
          <div className="md:self-center">
            <AddToCartForm product={product} />
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
      <span>{t('JS_COL_STOCK')}</span>
      {loggedIn ? (
        <>
          <span className="text-right">{t('JS_COL_NET_PRICE')}</span>
          <span />
        </>
      ) : null}
    </div>
  );
}
