import { useEffect, useState, type ReactNode } from 'react';
import { productLayouts, type ProductLayout } from '../../../shared/view-preferences.ts';
import { t, type CatalogueKey } from '../../../shared/i18n/catalogue.ts';
import { layoutOnlyInStorage, storeFiltersOpen, storeLayout, storeShowPrices } from '../../lib/preference-storage.ts';
import { useViewPreferences } from '../../shop-settings.tsx';
import { cn } from '../../ui/cn.ts';
import { moveRovingFocus } from '../../ui/roving-focus.ts';
import { chooseLayout } from './layout-choice.ts';

export const FILTER_DRAWER_ID = 'filtri-risultati';

const toolButton =
  'inline-flex min-h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** "Filtri": opens and closes the filter drawer; its state kept 99 days in `filters_visibile` (SPEC §4). */
export function FiltersButton({ activeCount }: { activeCount: number }) {
  const { preferences, setPreferences } = useViewPreferences();
  const open = preferences.filtersOpen;
  return (
    <button
      type="button"
      className={cn(toolButton, open && 'border-blue-700 bg-blue-50 text-blue-900 hover:bg-blue-100')}
      aria-expanded={open}
      aria-controls={FILTER_DRAWER_ID}
      title={open ? t('JS_FILTERS_HIDE') : t('JS_FILTERS_SHOW')}
      data-testid="filters-toggle"
      onClick={() => {
        storeFiltersOpen(!open);
        setPreferences({ filtersOpen: !open });
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 5h18l-7 8v6l-4 2v-8z" strokeLinejoin="round" />
      </svg>
      {t('JS_FILTERS_BUTTON')}
      {activeCount > 0 ? (
        <span className="rounded-full bg-blue-700 px-1.5 text-xs leading-5 font-semibold text-white">{activeCount}</span>
      ) : null}
    </button>
  );
}

/** SPEC §4 price visibility (logged-in users): the cookie `prezzi_visibili` true or false, then the page reloads. */
export function PriceToggle() {
  const { preferences } = useViewPreferences();
  const shown = preferences.showPrices;
  return (
    <button
      type="button"
      className={toolButton}
      data-testid="prices-toggle"
      onClick={() => {
        storeShowPrices(!shown);
        window.location.reload();
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        {shown ? <path d="M4 20L20 4" /> : null}
      </svg>
      {shown ? t('JS_PRICES_HIDE') : t('JS_PRICES_SHOW')}
    </button>
  );
}

const layoutTexts: Record<ProductLayout, { text: CatalogueKey; label: CatalogueKey; icon: ReactNode }> = {
  lista: {
    text: 'JS_LAYOUT_LISTA',
    label: 'JS_LAYOUT_LISTA_LABEL',
    icon: <path d="M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1" />,
  },
  griglia: {
    text: 'JS_LAYOUT_GRIGLIA',
    label: 'JS_LAYOUT_GRIGLIA_LABEL',
    icon: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />,
  },
  tabella: {
    text: 'JS_LAYOUT_TABELLA',
    label: 'JS_LAYOUT_TABELLA_LABEL',
    icon: <path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14" />,
  },
};

/**
 * SPEC §3: a layout kept only in localStorage (its cookie cleared) is applied after hydration and its cookie
 * written again, so the server draws it from the next page on. Returns a key for the product list that changes
 * when that happens: the list is drawn anew in the stored layout rather than its rows moved about.
 */
export function useRestoreStoredLayout(): number {
  const { setPreferences } = useViewPreferences();
  const [restored, setRestored] = useState(0);
  useEffect(() => {
    const stored = layoutOnlyInStorage();
    if (stored === null) return;
    storeLayout(stored);
    setPreferences({ layout: stored });
    setRestored(1);
    // Once, after hydration: later choices store themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return restored;
}

/**
 * SPEC §4 layout toggle, shown from 768 px (CSS, so the server's HTML is right): exactly one layout active;
 * pressing the active one turns it off, back to the default list, and the stored layout is removed. Drawn as Radix's
 * single toggle group was (a radio group of buttons, arrow keys moving the focus, Space or Enter choosing) by the shop
 * itself: about 8 KB less script on `/cerca`.
 */
export function LayoutSwitch() {
  const { preferences, setPreferences } = useViewPreferences();
  // The tab stop: the button last focused, else the pressed one.
  const [focused, setFocused] = useState<ProductLayout | null>(null);
  const tabStop = focused ?? preferences.layout;
  return (
    <div
      role="radiogroup"
      aria-label={t('JS_LAYOUT_LABEL')}
      className="hidden items-center rounded-md border border-slate-300 bg-white p-0.5 md:inline-flex"
      data-testid="layout-switch"
      onKeyDown={(event) => moveRovingFocus(event)}
    >
      {productLayouts.map((layout) => {
        const { text, label, icon } = layoutTexts[layout];
        const pressed = preferences.layout === layout;
        return (
          <button
            key={layout}
            type="button"
            role="radio"
            data-roving
            aria-checked={pressed}
            data-state={pressed ? 'on' : 'off'}
            tabIndex={tabStop === layout ? 0 : -1}
            aria-label={t(label)}
            className="inline-flex min-h-8 items-center gap-1.5 rounded px-2.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 data-[state=on]:bg-blue-700 data-[state=on]:font-semibold data-[state=on]:text-white"
            onFocus={() => setFocused(layout)}
            onClick={() => {
              const choice = chooseLayout(pressed ? '' : layout);
              storeLayout(choice.stored);
              setPreferences({ layout: choice.layout });
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {icon}
            </svg>
            <span className="max-lg:sr-only">{t(text)}</span>
          </button>
        );
      })}
    </div>
  );
}
