import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import useSWR from 'swr';
import { fetchRelated, relatedUrl } from '../../api/row-extras.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { productUrl } from '../../../shared/urls/page-urls.ts';
import { Button } from '../../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { counterClass, type CounterProps } from './counter-style.ts';

/**
 * One counter once first used: its button opening the related products, loaded when opened, each linking to its page.
 * Its own chunk (with Radix's popover and its positioning): the rows load without it (./row-counters.tsx).
 */
export default function RelatedPopover({ kind, productId, label, title, dense }: CounterProps) {
  // Mounted by the click that asked for it: open at once.
  const [open, setOpen] = useState(true);
  const related = useSWR(open ? relatedUrl(kind, productId) : null, fetchRelated, { revalidateOnFocus: false });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className={counterClass(open, dense)} data-counter={kind}>
          {label}
        </Button>
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
