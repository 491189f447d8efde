import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import type { RowCounters as Counters } from '../../../shared/contract/catalogue.ts';
import { fetchRelated, relatedUrl, type CounterKind } from '../../api/row-extras.ts';
import { t, type CatalogueKey } from '../../../shared/i18n/catalogue.ts';
import { productUrl } from '../../../shared/urls/page-urls.ts';
import { cn } from '../../ui/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const kinds: Array<{ kind: CounterKind; one: CatalogueKey; many: CatalogueKey; title: CatalogueKey }> = [
  {
    kind: 'alternatives',
    one: 'JS_COUNTER_ALTERNATIVES_ONE',
    many: 'JS_COUNTER_ALTERNATIVES_MANY',
    title: 'JS_COUNTER_TITLE_ALTERNATIVES',
  },
  { kind: 'substitutes', one: 'JS_COUNTER_SUBSTITUTES_ONE', many: 'JS_COUNTER_SUBSTITUTES_MANY', title: 'JS_COUNTER_TITLE_SUBSTITUTES' },
  { kind: 'necessaries', one: 'JS_COUNTER_NECESSARIES_ONE', many: 'JS_COUNTER_NECESSARIES_MANY', title: 'JS_COUNTER_TITLE_NECESSARIES' },
];

/** SPEC §1: a logged-in user's "N alternative", "N sostituti", "N necessari" of a row (only the non-zero ones). */
export function RowCounters({
  productId,
  code,
  counters,
  dense = false,
}: {
  productId: number;
  code: string;
  counters: Counters | undefined;
  dense?: boolean;
}) {
  const shown = kinds.filter(({ kind }) => (counters?.[kind] ?? 0) > 0);
  if (!counters || shown.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', dense && 'md:flex-nowrap md:gap-1')} data-testid="row-counters">
      {shown.map(({ kind, one, many, title }) => {
        const count = counters[kind];
        return (
          <li key={kind}>
            <CounterPopover
              kind={kind}
              productId={productId}
              label={count === 1 ? t(one) : t(many, { count })}
              title={t(title, { code })}
              dense={dense}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** One counter: a button opening the related products, loaded when first opened, each linking to its page. */
function CounterPopover({
  kind,
  productId,
  label,
  title,
  dense,
}: {
  kind: CounterKind;
  productId: number;
  label: string;
  title: string;
  dense: boolean;
}) {
  const [open, setOpen] = useState(false);
  const related = useSWR(open ? relatedUrl(kind, productId) : null, fetchRelated, { revalidateOnFocus: false });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className={cn(
          'inline-flex min-h-7 items-center rounded-full border whitespace-nowrap border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 hover:border-blue-700 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
          open && 'border-blue-700 text-blue-800',
          dense && 'md:min-h-5 md:px-2 md:text-[11px]',
        )}
        data-counter={kind}
      >
        {label}
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0" aria-label={title} data-testid="related-popover">
        <p className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">{title}</p>
        {related.data ? (
          related.data.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">{t('JS_COUNTER_EMPTY')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {related.data.map((product) => (
                <li key={product.id}>
                  <Link
                    to={productUrl(product.id)}
                    className="flex flex-col px-4 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
                  >
                    <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brand}</span>
                    <span className="font-mono font-bold text-blue-900">{product.code}</span>
                    <span className="text-slate-700">{product.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : related.error ? (
          <p className="px-4 py-3 text-sm text-red-800">{t('JS_GENERIC_ERROR')}</p>
        ) : (
          <div className="flex justify-center px-4 py-4">
            <Spinner size="sm" label={t('JS_LOADING')} />
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
