import { useEffect, useRef, useState } from 'react';
import { NavLink } from '../router/index.ts';
import { t } from '../../shared/i18n/layout-parts.ts';
import { MemoElement } from '../ui/memo-markup.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { ChangedPricesBadge } from './changed-prices-badge.tsx';
import type { MenuItem } from './menu-items.ts';
import { useMenuItems } from './use-menu-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-11 items-center gap-1 border-b-2 px-3 text-sm font-semibold whitespace-nowrap hover:text-white focus-visible:outline-2 focus-visible:outline-white',
    isActive ? 'border-orange-400 text-white' : 'border-transparent text-white/90',
  );

/**
 * The main menu above 1024 px: one row; a submenu opens on hover (CSS) and by its arrow button for touch and
 * keyboard (Enter/Space), closing on Escape, a press outside or the focus leaving it. Closed, its links are out of
 * the Tab order (hidden), so Tab and Shift+Tab pass the same stops.
 */
export function MainMenu({ ownBrandBatteries }: { ownBrandBatteries: string }) {
  const items = useMenuItems(ownBrandBatteries);
  // The same for every page with the same entries, badge and marked entries: the server writes it from memory.
  return (
    <MemoElement
      tag="nav"
      props={{ 'aria-label': t('JS_MENU_MAIN'), className: 'hidden border-t border-white/10 bg-blue-900 desk:block' }}
      name="main-menu"
      data={items}
    >
      {/* A long menu (staff see eleven entries) goes on to a second row rather than past the window's edge. */}
      <ul className="mx-auto flex max-w-7xl flex-wrap items-stretch gap-x-1 px-4">
        {items.map((item) =>
          item.children.length > 0 ? (
            <MenuWithSubmenu key={item.name} item={item} />
          ) : (
            <li key={item.name}>
              {/* A section stays marked on its pages below (a configurator's form, an order); the homepage only on itself. */}
              <NavLink to={item.path} end={item.path === '/'} className={linkClass}>
                {item.label}
                <ChangedPricesBadge entry={item.name} />
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </MemoElement>
  );
}

/** An entry with a submenu: `open` true (its button), false (closed by Escape, even under the pointer) or null (CSS decides). */
function MenuWithSubmenu({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState<boolean | null>(null);
  const entry = useRef<HTMLLIElement>(null);
  const id = `submenu-${item.name}`;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!entry.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <li
      ref={entry}
      className="group relative flex items-stretch"
      data-testid={`menu-${item.name}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        entry.current?.querySelector('a')?.focus();
      }}
      // Leaving with the pointer or the focus gives the submenu back to hover and focus.
      onPointerLeave={() => open === false && setOpen(null)}
      onBlur={(event) => !entry.current?.contains(event.relatedTarget as Node | null) && setOpen(null)}
    >
      <NavLink to={item.path} className={linkClass}>
        {item.label}
        <ChangedPricesBadge entry={item.name} />
      </NavLink>
      {/* As tall as the entry's link, narrow, close to its label. */}
      <Button
        variant="inverse"
        size="icon"
        aria-expanded={open === true}
        aria-controls={id}
        aria-label={t('JS_SUBMENU_OPEN', { label: item.label })}
        onClick={() => setOpen(open !== true)}
        className="-ml-2 h-auto w-7 rounded-none text-white/90 hover:bg-transparent hover:text-white focus-visible:outline-offset-0"
      >
        <ChevronDownIcon width={16} height={16} />
      </Button>
      <ul
        id={id}
        className={cn(
          'absolute top-full left-0 z-40 min-w-56 rounded-b-md border border-slate-200 bg-white py-1 shadow-lg transition-opacity',
          open === true ? 'visible opacity-100' : 'invisible opacity-0',
          open === null && 'group-hover:visible group-hover:opacity-100',
        )}
      >
        {item.children.map((child) => (
          <li key={child.name}>
            <NavLink
              to={child.path}
              className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:-outline-offset-2"
            >
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
