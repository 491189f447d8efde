import { Link } from '../../ui/link.tsx';
import type { Gift } from '../../../shared/contract/product.ts';
import { t } from '../../../shared/i18n/product.ts';
import { productUrl } from '../../../shared/urls/page-urls.ts';
import { formatDay } from './stock-panels.tsx';

/** The promotions that give something with this article ("Omaggio: …"). */
export function GiftsBlock({ gifts }: { gifts: Gift[] }) {
  if (gifts.length === 0) return null;
  return (
    <section aria-label={t('JS_GIFTS_TITLE')} className="flex flex-col gap-2" data-testid="gifts">
      {gifts.map((gift) => (
        <div key={gift.id} className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
          <p className="font-semibold">{t('JS_GIFT_TEXT', { title: gift.title })}</p>
          <p>
            {t('JS_GIFT_RULE', {
              min: gift.minQuantity,
              quantity: gift.quantity,
              product: `${gift.product.brand} ${gift.product.code}`,
              until: formatDay(gift.validUntil),
            })}{' '}
            <Link to={productUrl(gift.product.id)} className="font-medium underline underline-offset-2">
              {gift.product.description}
            </Link>
          </p>
        </div>
      ))}
    </section>
  );
}

/** The tyre sizes a snow chain fits. */
export function TyreSizes({ sizes }: { sizes: string[] }) {
  if (sizes.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="tyre-sizes">
      <h2 className="text-base font-semibold text-slate-900">
        {t('JS_TYRE_SIZES_TITLE')}{' '}
        <span className="text-sm font-normal text-slate-600">({t('JS_TYRE_SIZES_COUNT', { count: sizes.length })})</span>
      </h2>
      <ul className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <li key={size} className="rounded-md border border-slate-200 bg-white px-2.5 py-1 font-mono text-sm text-slate-900">
            {size}
          </li>
        ))}
      </ul>
    </section>
  );
}
