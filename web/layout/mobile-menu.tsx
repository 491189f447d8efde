import { useEffect, useState } from 'react';
import { useLocation } from '../router/index.ts';
import { usePrincipal } from '../api/principal.ts';
import { t } from '../../shared/i18n/translate.ts';
import { onDemand } from '../ui/on-demand.tsx';
import { Button } from '../ui/button.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { useMenuItems } from './use-menu-items.ts';
import { MEDIA, useMediaQuery } from './use-media-query.ts';

const MobileMenuSheetOnDemand = onDemand(() => import('./mobile-menu-sheet.tsx').then((m) => m.MobileMenuSheet));

/** The side menu at 1024 px or less: a hamburger button opening a sheet with the whole menu tree. */
export function MobileMenu({ ownBrandBatteries }: { ownBrandBatteries: string }) {
  const { principal, loggedIn } = usePrincipal();
  const items = useMenuItems(ownBrandBatteries);
  const [open, setOpen] = useState(false);
  const desktop = useMediaQuery(MEDIA.desktopMenu);
  const location = useLocation();

  useEffect(() => {
    if (desktop) setOpen(false);
  }, [desktop]);
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <>
      <Button
        variant="inverse"
        size="icon"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('JS_MENU_OPEN')}
        className="desk:hidden"
      >
        <MenuIcon width={24} height={24} />
      </Button>
      <MobileMenuSheetOnDemand needed={open} open={open} onOpenChange={setOpen} items={items} principal={principal} loggedIn={loggedIn} />
    </>
  );
}
