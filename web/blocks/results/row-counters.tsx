import { lazy, Suspense, useState } from 'react';
import type { RowCounters as Counters } from '../../../shared/contract/catalogue.ts';
import type { CounterKind } from '../../api/row-extras.ts';
import { t, type CatalogueKey } from '../../../shared/i18n/catalogue.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { counterClass, type CounterProps } from './counter-style.ts';

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

/** The popover's code (Radix's popover and its positioning, about 20 KB gzipped): fetched when a counter is first used. */
const loadRelatedPopover = () => import('./related-popover.tsx');
const RelatedPopover = lazy(loadRelatedPopover);

/**
 * One counter: until first used, a plain button drawn as the popover's closed trigger is, which fetches the popover's
 * code when pointed at or focused and opens it when pressed (the rows never wait for that code).
 */
function CounterPopover(props: CounterProps) {
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      className={counterClass(false, props.dense)}
      data-counter={props.kind}
      onPointerEnter={() => void loadRelatedPopover()}
      onFocus={() => void loadRelatedPopover()}
      onClick={() => setUsed(true)}
    >
      {props.label}
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <RelatedPopover {...props} />
    </Suspense>
  );
}
