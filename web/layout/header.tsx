import { Link } from '../ui/link.tsx';
import { ShopLogoIcon } from '../ui/icons.tsx';
import { usePrincipal } from '../api/principal.ts';
import { useViewPreferences } from '../shop-settings.tsx';
import { t } from '../../shared/i18n/translate.ts';
import { pagePath } from '../../shared/routes.ts';
import { AccountArea, LanguageSwitch, MainMenu, MobileMenu } from './deferred-parts.ts';
import { SearchBox } from './search-box.tsx';
import { HeaderCartButton, ImpersonationBanner, showsSignedInPieces } from './signed-in-pieces.tsx';

/** The site header: sticky only wider than 820 px; hover menu above 1024 px, side menu at 1024 px or less. */
export function Header({ ownBrandBatteries }: { ownBrandBatteries: string }) {
  const { principal, loggedIn } = usePrincipal();
  // The chosen vehicle's chip (shared/fragments/vehicle-chip.ts), as the server or the vehicle search wrote it.
  const { preferences } = useViewPreferences();
  const vehicleChip = preferences.vehicle;
  return (
    <header className="z-30 bg-blue-950 text-white shadow-md wide:sticky wide:top-0" data-testid="site-header">
      {showsSignedInPieces(principal) ? <ImpersonationBanner.Component principal={principal} /> : null}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 max-[400px]:gap-x-2 max-[400px]:px-3">
        <MobileMenu.Component ownBrandBatteries={ownBrandBatteries} />
        <Logo />
        <SearchBox className="order-last basis-full wide:order-none wide:max-w-2xl wide:flex-1 wide:basis-auto" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* SPEC §5: when the configuration offers it. */}
          {preferences.languageSwitch ? <LanguageSwitch.Component /> : null}
          <AccountArea.Component />
          {loggedIn ? <HeaderCartButton.Component /> : null}
        </div>
      </div>
      <MainMenu.Component ownBrandBatteries={ownBrandBatteries} />
      {/* Empty, an inline span takes no room: the header keeps its height without a vehicle. */}
      <span dangerouslySetInnerHTML={{ __html: vehicleChip ?? '' }} />
    </header>
  );
}

function Logo() {
  return (
    <Link
      to={pagePath('home')}
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
    >
      <ShopLogoIcon />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight max-[400px]:text-base">{t('JS_SHOP_NAME')}</span>
        <span className="hidden text-xs text-white/70 desk:block">{t('JS_SHOP_TAGLINE')}</span>
      </span>
    </Link>
  );
}
