import { useId, useState } from 'react';
import type { RelationCounts, RelationKind } from '../../../shared/contract/catalogue.ts';
import { t, type ProductKey } from '../../../shared/i18n/product.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { moveRovingFocus } from '../../ui/roving-focus.ts';
import { ApplicationsPanel } from './applications-panel.tsx';
import { RelationSection } from './relation-section.tsx';
import { MovementsPanel, StoresPanel } from './stock-panels.tsx';

type TabId = 'alternatives' | 'substitutes' | 'suggested' | 'matches' | 'necessaries' | 'applications' | 'movements' | 'stores';

interface TabDef {
  id: TabId;
  label: ProductKey;
  /** The kinds of related products the tab lists, each from its own call (none: a stock tab). */
  kinds: RelationKind[];
  /** Only for logged-in users (the customer's own documents, the network's stock). */
  customerOnly?: boolean;
}

/** SPEC §2 product page: the tabs, in the order a mechanic looks for them. */
export const productTabs: TabDef[] = [
  { id: 'alternatives', label: 'JS_TAB_ALTERNATIVES', kinds: ['alternatives'] },
  { id: 'substitutes', label: 'JS_TAB_SUBSTITUTES', kinds: ['substitutes', 'substituents'] },
  { id: 'suggested', label: 'JS_TAB_SUGGESTED', kinds: ['suggested', 'suggestedCatalog'] },
  { id: 'matches', label: 'JS_TAB_MATCHES', kinds: ['matches'] },
  { id: 'necessaries', label: 'JS_TAB_NECESSARIES', kinds: ['necessaries'] },
  { id: 'applications', label: 'JS_TAB_APPLICATIONS', kinds: [] },
  { id: 'stores', label: 'JS_TAB_STORES', kinds: [], customerOnly: true },
  { id: 'movements', label: 'JS_TAB_MOVEMENTS', kinds: [], customerOnly: true },
];

const countOf = (tab: TabDef, counts: RelationCounts) => tab.kinds.reduce((sum, kind) => sum + counts[kind], 0);

/**
 * Related products and stock in tabs (WAI-ARIA's pattern: arrow keys move between them, a tab opens when focused;
 * drawn here rather than by Radix's tabs, about 9 KB less script on the page). A tab's content mounts when opened
 * and loads its rows then; SWR keeps them for when it is opened again. Each relation tab's label carries its count
 * from the page's data; the first tab with something in it is open at first.
 */
export function ProductTabs({
  productId,
  priceListCode,
  code,
  counts,
  loggedIn,
}: {
  productId: number;
  /** The brand's price list code and the article code: the applications tab asks for the vehicles by them. */
  priceListCode: string;
  code: string;
  counts: RelationCounts;
  loggedIn: boolean;
}) {
  const tabs = productTabs.filter((tab) => loggedIn || !tab.customerOnly);
  const [value, setValue] = useState<TabId>(
    () => tabs.find((tab) => tab.kinds.length > 0 && countOf(tab, counts) > 0)?.id ?? 'alternatives',
  );
  const baseId = useId();
  return (
    <div className="flex flex-col" data-testid="product-tabs">
      {/* Relative: the counts' screen-reader text (absolute) stays inside the scrolling row, not widening a phone's page. */}
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={t('JS_TABS_LABEL')}
        className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-slate-300 px-4 md:mx-0 md:px-0"
        onKeyDown={(event) => moveRovingFocus(event, true)}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            tab={tab}
            baseId={baseId}
            count={tab.kinds.length > 0 ? countOf(tab, counts) : null}
            selected={tab.id === value}
            onOpen={() => setValue(tab.id)}
          />
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== value}
          tabIndex={0}
          data-state={tab.id === value ? 'active' : 'inactive'}
          className="min-h-48 pt-4 focus-visible:outline-offset-4"
          data-testid={`panel-${tab.id}`}
        >
          {tab.id === value ? (
            <TabContent tab={tab} productId={productId} priceListCode={priceListCode} code={code} counts={counts} loggedIn={loggedIn} />
          ) : null}
        </div>
      ))}
    </div>
  );
}

function Tab({
  tab,
  baseId,
  count,
  selected,
  onOpen,
}: {
  tab: TabDef;
  baseId: string;
  count: number | null;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <Button
      variant="ghost"
      role="tab"
      data-roving
      id={`${baseId}-tab-${tab.id}`}
      aria-selected={selected}
      aria-controls={`${baseId}-panel-${tab.id}`}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      // A tab opens when focused (an arrow key, a click): Safari does not focus a clicked button.
      onFocus={onOpen}
      onClick={onOpen}
      data-testid={`tab-${tab.id}`}
      className={cn(
        // The kit's ghost button drawn as a tab: joined to the panel's top border when open.
        'group -mb-px h-auto min-h-11 rounded-b-none border border-transparent px-3 text-slate-600',
        'hover:bg-transparent hover:text-slate-900 focus-visible:-outline-offset-2',
        'data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-blue-800',
      )}
    >
      {t(tab.label)}
      {count !== null ? (
        <span
          className={cn(
            'min-w-6 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums',
            count > 0 ? 'bg-blue-100 text-blue-900' : 'bg-slate-100 text-slate-600',
          )}
          data-field="tab-count"
        >
          <span className="sr-only">, </span>
          {count}
        </span>
      ) : null}
    </Button>
  );
}

/** An open tab's content: a stock panel, the vehicles, or one section per kind of related product. */
function TabContent({
  tab,
  productId,
  priceListCode,
  code,
  counts,
  loggedIn,
}: {
  tab: TabDef;
  productId: number;
  priceListCode: string;
  code: string;
  counts: RelationCounts;
  loggedIn: boolean;
}) {
  if (tab.id === 'applications') return <ApplicationsPanel idList={priceListCode} artCode={code} />;
  if (tab.id === 'movements') return <MovementsPanel productId={productId} />;
  if (tab.id === 'stores') return <StoresPanel productId={productId} />;
  return (
    <div className="flex flex-col gap-6">
      {tab.kinds.map((kind) => (
        <RelationSection
          key={kind}
          kind={kind}
          productId={productId}
          expected={counts[kind]}
          loggedIn={loggedIn}
          titled={tab.kinds.length > 1}
        />
      ))}
    </div>
  );
}
