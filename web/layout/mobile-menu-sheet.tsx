import { NavLink } from '../router/index.ts';
import type { Principal } from '../api/principal.ts';
import { t } from '../../shared/i18n/translate.ts';
import { cn } from '../ui/cn.ts';
import { Dialog, DialogContent, DialogTitle } from '../ui/dialog.tsx';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import { ChangedPricesBadge } from './changed-prices-badge.tsx';
import { LoginLink } from './account-area.tsx';
import { LogoutButton } from './logout-button.tsx';
import { AccountIdentity } from './signed-in-account.tsx';
import type { MenuItem } from './menu-items.ts';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuItem[];
  principal: Principal | undefined;
  loggedIn: boolean;
}

/** The side menu's sheet: the account and the whole menu tree (its code loads when the menu first opens). */
export function MobileMenuSheet({ open, onOpenChange, items, principal, loggedIn }: MobileMenuSheetProps) {
  const setOpen = onOpenChange;
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="sheet-left"
        onCloseAutoFocus={returnFocus}
        closeLabel={t('JS_CLOSE')}
        aria-describedby={undefined}
        className="[&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/10 [&>button:last-child]:focus-visible:outline-white"
      >
        <div className="bg-blue-950 px-5 pt-5 pb-4 text-white">
          <DialogTitle className="text-white">{t('JS_MENU_TITLE')}</DialogTitle>
          {loggedIn && principal ? (
            <div className="mt-3 flex items-center justify-between gap-3">
              <AccountIdentity principal={principal} />
              <LogoutButton />
            </div>
          ) : principal ? (
            <LoginLink className="mt-2 -ml-3" onOpen={() => setOpen(false)} />
          ) : null}
        </div>
        <nav aria-label={t('JS_MENU_MAIN')} className="flex-1 py-2">
          <MenuTree items={items} depth={0} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}

function MenuTree({ items, depth }: { items: MenuItem[]; depth: number }) {
  return (
    <ul className={cn(depth > 0 && 'border-l border-slate-200 ml-5')}>
      {items.map((item) => (
        <li key={item.name}>
          <NavLink
            to={item.path}
            end
            className={({ isActive }) =>
              cn(
                // The ring is drawn inside: the sheet scrolls, and would cut an outer one.
                'block px-5 py-3 text-base text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:-outline-offset-2',
                isActive && 'font-semibold text-blue-800',
              )
            }
          >
            {item.label}
            <ChangedPricesBadge entry={item.name} />
          </NavLink>
          {item.children.length > 0 ? <MenuTree items={item.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
