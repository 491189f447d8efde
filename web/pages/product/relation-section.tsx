import { lazy, Suspense, useEffect } from 'react';
import type { RelationKind } from '../../../shared/contract/catalogue.ts';
import { useRelationRows } from '../../api/product.ts';
import { t, type ProductKey } from '../../../shared/i18n/product.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';

/**
 * The catalogue's rows (prices, availability, cart form, counters' popovers): their code loads with a tab's rows,
 * after the page is up, instead of with the page. The server never draws them (the rows are asked by the browser).
 */
const loadProductRows = () => import('../../blocks/results/product-row.tsx');
const ProductList = lazy(() => loadProductRows().then((m) => ({ default: m.ProductList })));

const titles: Partial<Record<RelationKind, ProductKey>> = {
  substitutes: 'JS_SECTION_SUBSTITUTES',
  substituents: 'JS_SECTION_SUBSTITUENTS',
  suggested: 'JS_SECTION_SUGGESTED',
  suggestedCatalog: 'JS_SECTION_SUGGESTED_CATALOG',
};

const emptyTexts: Record<RelationKind, ProductKey> = {
  alternatives: 'JS_EMPTY_ALTERNATIVES',
  substitutes: 'JS_EMPTY_SUBSTITUTES',
  substituents: 'JS_EMPTY_SUBSTITUENTS',
  suggested: 'JS_EMPTY_SUGGESTED',
  suggestedCatalog: 'JS_EMPTY_SUGGESTED_CATALOG',
  matches: 'JS_EMPTY_MATCHES',
  necessaries: 'JS_EMPTY_NECESSARIES',
};

/**
 * The related products of one kind, in the catalogue's rows (price, availability, delivery, add to cart). Loaded
 * when the tab first shows it; `expected` (the page's count) sizes the skeleton, and a kind known to be empty
 * says so without asking.
 */
export function RelationSection({
  kind,
  productId,
  expected,
  loggedIn,
  titled,
}: {
  kind: RelationKind;
  productId: number;
  expected: number;
  loggedIn: boolean;
  titled: boolean;
}) {
  const title = titles[kind];
  return (
    <section data-testid={`relation-${kind}`}>
      {titled && title ? <h3 className="mb-2 text-base font-semibold text-slate-800">{t(title)}</h3> : null}
      {expected === 0 ? (
        <EmptyText kind={kind} />
      ) : (
        <RelationRows kind={kind} productId={productId} expected={expected} loggedIn={loggedIn} />
      )}
    </section>
  );
}

function EmptyText({ kind }: { kind: RelationKind }) {
  return (
    <p
      className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600"
      data-testid="relation-empty"
    >
      {t(emptyTexts[kind])}
    </p>
  );
}

function RelationRows({
  kind,
  productId,
  expected,
  loggedIn,
}: {
  kind: RelationKind;
  productId: number;
  expected: number;
  loggedIn: boolean;
}) {
  const rows = useRelationRows(kind, productId);
  // The rows' code comes while their data does, not after it.
  useEffect(() => void loadProductRows(), []);
  const skeleton = (
    <LoadingSkeleton className="flex flex-col gap-3">
      {Array.from({ length: Math.min(expected, 3) }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </LoadingSkeleton>
  );
  if (rows.error && !rows.data) return <LoadFailed message={t('JS_RELATED_LOAD_FAILED')} onRetry={() => void rows.mutate()} />;
  if (!rows.data) return skeleton;
  if (rows.data.length === 0) return <EmptyText kind={kind} />;
  return (
    <Suspense fallback={skeleton}>
      <ProductList rows={rows.data} loggedIn={loggedIn} />
    </Suspense>
  );
}
