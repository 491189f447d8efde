import { Link } from '../../ui/link.tsx';
import type { SearchRow } from '../../../shared/contract/search.ts';
import type { ProductLayout } from '../../../shared/view-preferences.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { productUrl } from '../../../shared/urls/page-urls.ts';
import { useViewPreferences } from '../../shop-settings.tsx';
import { cn } from '../../ui/cn.ts';
import { InformationRequestButton } from '../information-request/information-button.tsx';
import { AddToCartForm } from './add-to-cart-form.tsx';
import { RowAvailability } from '../availability/row-availability.tsx';
import { RowCounters } from './row-counters.tsx';
import { useImageSearch } from './use-image-search.ts';
import { useRowOffer, type RowOfferView } from './use-row-offer.ts';

/**
 * How a row is drawn in each layout. At 700 px or less every layout is the compact card (SPEC §9); from 701 px
 * 'lista' is the expanded list (two lines, availability and the cart beside), and so is every layout up to 767 px
 * (`listing:`, the layout switch shows from 768 px); from 768 px 'griglia' cards in 2 to 4 columns (by the width
 * the results have), 'tabella' one dense line per product. Pure CSS, so the server's HTML is right at every width
 * and nothing moves on hydration.
 */
const cardAreas = "grid grid-cols-[minmax(0,1fr)_auto] [grid-template-areas:'id_price'_'desc_desc'_'avail_avail'_'cart_cart']";

type Asker = 'customer' | 'customerNoPrices' | 'visitor';

const listRow = 'roomy:gap-x-6 roomy:gap-y-1 roomy:rounded-none roomy:border-0 roomy:border-b roomy:px-1 roomy:py-4 roomy:shadow-none';
// The same list, written out for 701–767 px under the other layouts (Tailwind reads class names as written).
const listingRow =
  'listing:gap-x-6 listing:gap-y-1 listing:rounded-none listing:border-0 listing:border-b listing:px-1 listing:py-4 listing:shadow-none';
const listingAreas: Record<Asker, string> = {
  customer: `listing:grid-cols-[minmax(0,1fr)_14rem_16rem] listing:grid-rows-[auto_auto_1fr] listing:[grid-template-areas:'id_avail_price'_'desc_avail_price'_'desc_avail_cart'] ${listingRow}`,
  customerNoPrices: `listing:grid-cols-[minmax(0,1fr)_14rem_16rem] listing:grid-rows-[auto_1fr] listing:[grid-template-areas:'id_avail_cart'_'desc_avail_cart'] ${listingRow}`,
  visitor: `listing:grid-cols-[minmax(0,1fr)_16rem] listing:grid-rows-[auto_1fr] listing:[grid-template-areas:'id_avail'_'desc_avail'] ${listingRow}`,
};
const tableRow = 'md:items-center md:gap-x-4 md:rounded-none md:border-0 md:border-b md:px-1 md:py-1.5 md:shadow-none';

// Fixed tracks (no `auto`): the captions above are a grid of their own and must line up with every row.
const rowClass: Record<ProductLayout, Record<Asker, string>> = {
  lista: {
    customer: `roomy:grid-cols-[minmax(0,1fr)_14rem_16rem] roomy:grid-rows-[auto_auto_1fr] roomy:[grid-template-areas:'id_avail_price'_'desc_avail_price'_'desc_avail_cart'] ${listRow}`,
    customerNoPrices: `roomy:grid-cols-[minmax(0,1fr)_14rem_16rem] roomy:grid-rows-[auto_1fr] roomy:[grid-template-areas:'id_avail_cart'_'desc_avail_cart'] ${listRow}`,
    visitor: `roomy:grid-cols-[minmax(0,1fr)_16rem] roomy:grid-rows-[auto_1fr] roomy:[grid-template-areas:'id_avail'_'desc_avail'] ${listRow}`,
  },
  griglia: {
    customer: 'md:h-full md:content-start md:p-4',
    customerNoPrices: 'md:h-full md:content-start md:p-4',
    visitor: 'md:h-full md:content-start md:p-4',
  },
  tabella: {
    customer: `md:grid-cols-[8rem_minmax(0,1fr)_10rem_5.5rem_18.5rem] md:[grid-template-areas:'id_desc_avail_price_cart'] ${tableRow}`,
    customerNoPrices: `md:grid-cols-[8rem_minmax(0,1fr)_10rem_18.5rem] md:[grid-template-areas:'id_desc_avail_cart'] ${tableRow}`,
    visitor: `md:grid-cols-[10rem_minmax(0,1fr)_14rem] md:[grid-template-areas:'id_desc_avail'] ${tableRow}`,
  },
};

const listClass: Record<ProductLayout, string> = {
  lista: 'roomy:gap-0',
  griglia: 'listing:gap-0 md:grid md:grid-cols-2 md:gap-4 md:@3xl:grid-cols-3 md:@6xl:grid-cols-4',
  tabella: 'roomy:gap-0 md:text-sm',
};

/** The classes of a row (and of the skeleton's rows and the captions) in a layout. */
export function productRowClass(layout: ProductLayout, loggedIn: boolean, showPrices = true): string {
  const asker: Asker = !loggedIn ? 'visitor' : showPrices ? 'customer' : 'customerNoPrices';
  return cn(
    cardAreas,
    'gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-xs',
    layout !== 'lista' && listingAreas[asker],
    rowClass[layout][asker],
  );
}

export interface ProductRowProps {
  row: SearchRow;
  loggedIn: boolean;
  layout?: ProductLayout;
  /** A logged-in customer's choice (cookie prezzi_visibili); a visitor's rows carry no prices anyway. */
  showPrices?: boolean;
}

/**
 * One result: brand, code and description (linking to the product page), availability and delivery; for
 * logged-in users the net price, the counters and quantity, urgency and add-to-cart. Changing quantity or
 * urgency asks this row's price, availability and delivery again.
 */
export function ProductRow({ row, loggedIn, layout = 'lista', showPrices = true }: ProductRowProps) {
  const live = useRowOffer(row, loggedIn);
  useImageSearch(row.id);
  const dense = layout === 'tabella';
  const priced = loggedIn && showPrices && live.offer.netCents !== null;
  return (
    <li className={productRowClass(layout, loggedIn, showPrices)} data-testid="product-row" data-product-id={row.id} data-code={row.code}>
      <div className="flex min-w-0 items-start gap-3 [grid-area:id]">
        {row.thumbnail ? (
          // Sized by its attributes before it loads: nothing moves when it comes. The dense table has no room for it.
          <img
            src={row.thumbnail.url}
            alt={row.thumbnail.alt}
            width={64}
            height={48}
            decoding="async"
            className={cn('h-12 w-16 shrink-0 rounded border border-slate-200 bg-white object-contain', dense && 'md:hidden')}
            data-field="thumbnail"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase" data-field="brand">
            {row.brand}
          </p>
          <Link
            to={productUrl(row.id)}
            className="font-mono font-bold break-words text-blue-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            data-field="code"
          >
            {row.code}
          </Link>
        </div>
      </div>
      <div className={cn('flex min-w-0 flex-col gap-1.5 text-sm [grid-area:desc]', dense && 'md:gap-0.5')}>
        <p className={cn(dense && 'md:min-w-0 md:truncate')} title={dense ? row.description : undefined}>
          <Link
            to={productUrl(row.id)}
            className="text-slate-800 hover:text-blue-900 hover:underline"
            data-field="description"
            tabIndex={-1}
          >
            {row.description}
          </Link>
        </p>
        <p className={cn('text-xs text-slate-500', dense && 'md:hidden')}>{row.group.name}</p>
        {loggedIn ? <RowCounters productId={row.id} code={row.code} counters={row.counters} dense={dense} /> : null}
        {loggedIn ? (
          <InformationRequestButton productId={row.id} variant="ghost" className="self-start" data-testid="row-information" />
        ) : null}
      </div>
      <div className={cn('transition-opacity [grid-area:avail]', live.busy && 'opacity-60')} aria-busy={live.busy} aria-live="polite">
        <RowAvailability availability={live.offer.availability} delivery={live.offer.delivery} dense={dense} />
      </div>
      {priced ? (
        <RowPrice
          offer={live.offer}
          urgentNetCents={row.offer.prices?.urgentNetCents ?? null}
          urgent={live.urgent}
          dense={dense}
          busy={live.busy}
        />
      ) : null}
      {loggedIn ? (
        <div className="[grid-area:cart] roomy:self-end">
          <AddToCartForm
            product={row}
            quantity={live.quantityText}
            urgent={live.urgent}
            onQuantityChange={live.setQuantityText}
            onUrgentChange={live.setUrgent}
            dense={dense}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The line's net price (urgent when the row is urgent), the list price and, while not urgent, the urgent price. */
function RowPrice({
  offer,
  urgentNetCents,
  urgent,
  dense,
  busy,
}: {
  offer: RowOfferView;
  urgentNetCents: number | null;
  urgent: boolean;
  dense: boolean;
  busy: boolean;
}) {
  if (offer.netCents === null) return null;
  return (
    <p className={cn('flex flex-col items-end text-right transition-opacity [grid-area:price]', busy && 'opacity-60')}>
      <span className="sr-only">{urgent ? t('JS_NET_PRICE_URGENT') : t('JS_COL_NET_PRICE')}</span>
      <span className={cn('font-bold text-blue-800 tabular-nums', dense ? 'text-base' : 'text-lg')} data-field="net-price">
        {formatEuro(offer.netCents)}
      </span>
      {offer.listCents !== null ? (
        <span className={cn('text-xs text-slate-500 tabular-nums', dense && 'md:sr-only')} data-field="list-price">
          {t('JS_LIST_PRICE', { price: formatEuro(offer.listCents) })}
        </span>
      ) : null}
      {urgent ? (
        <span className="text-xs font-semibold text-red-800">{t('JS_URGENT')}</span>
      ) : urgentNetCents !== null && urgentNetCents !== offer.netCents && !dense ? (
        <span className="text-xs text-slate-500 tabular-nums" data-field="urgent-price">
          {t('JS_URGENT_PRICE', { price: formatEuro(urgentNetCents) })}
        </span>
      ) : null}
    </p>
  );
}

/** Column captions above the rows of the list and the table (wide screens); the cards have none. */
export function ProductListHead({
  loggedIn,
  layout = 'lista',
  showPrices = true,
}: {
  loggedIn: boolean;
  layout?: ProductLayout;
  showPrices?: boolean;
}) {
  if (layout === 'griglia') return null;
  return (
    <div
      aria-hidden="true"
      className={cn(
        productRowClass(layout, loggedIn, showPrices),
        'hidden text-xs font-semibold tracking-wide text-slate-500 uppercase',
        // The list's captions from 701 px, the table's from 768 px (up to 767 px the table is drawn as the list, uncaptioned).
        layout === 'lista'
          ? 'roomy:grid roomy:border-b-2 roomy:border-slate-300 roomy:py-2'
          : 'md:grid md:border-b-2 md:border-slate-300 md:py-2',
      )}
    >
      <span className="[grid-area:id]">{layout === 'tabella' ? t('JS_COL_CODE') : `${t('JS_COL_BRAND')} / ${t('JS_COL_CODE')}`}</span>
      {layout === 'tabella' ? <span className="[grid-area:desc]">{t('JS_COL_DESCRIPTION')}</span> : null}
      <span className="[grid-area:avail]">{t('JS_COL_AVAILABILITY')}</span>
      {loggedIn && showPrices ? <span className="text-right [grid-area:price]">{t('JS_COL_NET_PRICE')}</span> : null}
    </div>
  );
}

/** The rows of a result list in the customer's layout (SPEC §4 layout toggle), under their captions. */
export function ProductList({ rows, loggedIn }: { rows: SearchRow[]; loggedIn: boolean }) {
  const { preferences } = useViewPreferences();
  const { layout, showPrices } = preferences;
  return (
    <div className="@container">
      <ProductListHead loggedIn={loggedIn} layout={layout} showPrices={showPrices} />
      <ul data-testid="search-results" data-layout={layout} className={cn('flex flex-col gap-3', listClass[layout])}>
        {rows.map((row) => (
          <ProductRow key={row.id} row={row} loggedIn={loggedIn} layout={layout} showPrices={showPrices} />
        ))}
      </ul>
    </div>
  );
}
