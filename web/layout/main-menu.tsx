import { NavLink } from 'react-router';
import { t } from '../../shared/i18n/translate.ts';
import { cn } from '../ui/cn.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { ChangedPricesBadge } from './changed-prices-badge.tsx';
import type { MenuItem } from './menu-items.ts';

/** The main menu above 1024 px: one row, submenus open on hover (and on keyboard focus). */
export function MainMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label={t('JS_MENU_MAIN')} className="hidden border-t border-white/10 bg-blue-900 desk:block">
      <ul className="mx-auto flex max-w-7xl items-stretch gap-1 px-4">
        {items.map((item) => (
          <li key={item.name} className="group relative">
            <NavLink
              to={item.path}
              // A section stays marked on its pages below (a configurator's form, an order); the homepage only on itself.
              end={item.path === '/'}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center gap-1 border-b-2 px-3 text-sm font-semibold hover:text-white focus-visible:outline-2 focus-visible:outline-white',
                  isActive ? 'border-orange-400 text-white' : 'border-transparent text-white/90',
                )
              }
            >
              {item.label}
              <ChangedPricesBadge entry={item.name} />
              {item.children.length > 0 ? <ChevronDownIcon width={16} height={16} /> : null}
            </NavLink>
            {item.children.length > 0 ? (
              <ul className="invisible absolute top-full left-0 z-40 min-w-56 rounded-b-md border border-slate-200 bg-white py-1 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
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
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
