import { useEffect, useState, type ComponentType } from 'react';
import { productLayouts, type ProductLayout } from '../../../shared/view-preferences.ts';
import { t, type CatalogueKey } from '../../../shared/i18n/catalogue.ts';
import { layoutOnlyInStorage, storeFiltersOpen, storeLayout, storeShowPrices } from '../../lib/preference-storage.ts';
import { useViewPreferences } from '../../shop-settings.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { EyeIcon, EyeOffIcon, FilterIcon, GridIcon, ListIcon, TableIcon } from '../../ui/icons.tsx';
import { moveRovingFocus } from '../../ui/roving-focus.ts';
import { chooseLayout } from './layout-choice.ts';

export const FILTER_DRAWER_ID = 'filtri-risultati';

// The toolbar's buttons: the kit's outline button, a little lower and lighter.
const toolButton = 'h-auto min-h-9 px-3 font-medium';

/** "Filtri": opens and closes the filter drawer; its state kept 99 days in `filters_visibile` (SPEC §4). */
export function FiltersButton({ activeCount }: { activeCount: number }) {
  const { preferences, setPreferences } = useViewPreferences();
  const open = preferences.filtersOpen;
  return (
    <Button
      variant="outline"
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
      <FilterIcon width={16} height={16} />
      {t('JS_FILTERS_BUTTON')}
      {activeCount > 0 ? (
        <span className="rounded-full bg-blue-700 px-1.5 text-xs leading-5 font-semibold text-white">{activeCount}</span>
      ) : null}
    </Button>
  );
}

/** SPEC §4 price visibility (logged-in users): the cookie `prezzi_visibili` true or false, then the page reloads. */
export function PriceToggle() {
  const { preferences } = useViewPreferences();
  const shown = preferences.showPrices;
  return (
    <Button
      variant="outline"
      className={toolButton}
      data-testid="prices-toggle"
      onClick={() => {
        storeShowPrices(!shown);
        window.location.reload();
      }}
    >
      {shown ? <EyeOffIcon width={16} height={16} /> : <EyeIcon width={16} height={16} />}
      {shown ? t('JS_PRICES_HIDE') : t('JS_PRICES_SHOW')}
    </Button>
  );
}

const layoutTexts: Record<
  ProductLayout,
  { text: CatalogueKey; label: CatalogueKey; Icon: ComponentType<{ width: number; height: number }> }
> = {
  lista: { text: 'JS_LAYOUT_LISTA', label: 'JS_LAYOUT_LISTA_LABEL', Icon: ListIcon },
  griglia: { text: 'JS_LAYOUT_GRIGLIA', label: 'JS_LAYOUT_GRIGLIA_LABEL', Icon: GridIcon },
  tabella: { text: 'JS_LAYOUT_TABELLA', label: 'JS_LAYOUT_TABELLA_LABEL', Icon: TableIcon },
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
        const { text, label, Icon } = layoutTexts[layout];
        const pressed = preferences.layout === layout;
        return (
          <Button
            key={layout}
            variant="ghost"
            size="sm"
            role="radio"
            data-roving
            aria-checked={pressed}
            data-state={pressed ? 'on' : 'off'}
            tabIndex={tabStop === layout ? 0 : -1}
            aria-label={t(label)}
            className="h-auto min-h-8 gap-1.5 rounded px-2.5 font-normal focus-visible:outline-offset-1 data-[state=on]:bg-blue-700 data-[state=on]:font-semibold data-[state=on]:text-white"
            onFocus={() => setFocused(layout)}
            onClick={() => {
              const choice = chooseLayout(pressed ? '' : layout);
              storeLayout(choice.stored);
              setPreferences({ layout: choice.layout });
            }}
          >
            <Icon width={16} height={16} />
            <span className="max-lg:sr-only">{t(text)}</span>
          </Button>
        );
      })}
    </div>
  );
}
