import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { resolvePath, type PathSettings } from '../shared/path-settings.ts';
import { Layout } from './layout/layout.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { pageNames, pages, type PageName } from '../shared/routes.ts';
import { Loading } from './ui/loading.tsx';

/**
 * A screen in the first bundle, or one loaded when first needed (its own chunk; bff/ssr/screen-files.ts names its
 * module for the server's preloads).
 */
type Screen = { component: ComponentType } | { load: () => Promise<ComponentType> };

/** The screen of every page of shared/routes.ts: a page without one does not compile. */
export const screens: Record<PageName, Screen> = {
  home: { component: HomePage },
  search: { load: () => import('./pages/search/search-page.tsx').then((m) => m.SearchPage) },
  advancedSearch: { load: () => import('./pages/advanced-search/advanced-search-page.tsx').then((m) => m.AdvancedSearchPage) },
  oeResults: { load: () => import('./pages/oe-results/oe-results-page.tsx').then((m) => m.OeResultsPage) },
  product: { load: () => import('./pages/product/product-page.tsx').then((m) => m.ProductPage) },
  login: { load: () => import('./pages/login/login-page.tsx').then((m) => m.LoginPage) },
  cart: { load: () => import('./pages/cart/cart-page.tsx').then((m) => m.CartPage) },
  checkoutShipping: { load: () => import('./pages/checkout/shipping-page.tsx').then((m) => m.ShippingPage) },
  checkoutPayment: { load: () => import('./pages/checkout/payment-page.tsx').then((m) => m.PaymentPage) },
  orders: { load: () => import('./pages/orders/orders-page.tsx').then((m) => m.OrdersPage) },
  order: { load: () => import('./pages/orders/order-page.tsx').then((m) => m.OrderPage) },
  switchUser: { load: () => import('./pages/switch-user/switch-user-page.tsx').then((m) => m.SwitchUserPage) },
  assistenza: { load: () => import('./pages/assistenza/assistenza-page.tsx').then((m) => m.AssistenzaPage) },
  partsLookup: { load: () => import('./pages/parts-lookup/parts-lookup-page.tsx').then((m) => m.PartsLookupPage) },
  gearboxSearch: { load: () => import('./pages/gearbox-search/gearbox-search-page.tsx').then((m) => m.GearboxSearchPage) },
  searchCar: { load: () => import('./pages/search-car/search-car-page.tsx').then((m) => m.SearchCarPage) },
  configurators: { load: () => import('./pages/configurators/configurator-screens.ts').then((m) => m.ConfiguratorsPage) },
  configurator: { load: () => import('./pages/configurators/configurator-screens.ts').then((m) => m.ConfiguratorPage) },
  configuratorResults: { load: () => import('./pages/configurators/configurator-screens.ts').then((m) => m.ConfiguratorResultsPage) },
};

const loaded = new Map<PageName, ComponentType>();
const lazyScreens = new Map<PageName, LazyExoticComponent<ComponentType>>();

/**
 * Loads a page's screen ahead of rendering it: the server before it renders, the browser before it hydrates,
 * so the first render shows the screen itself, never a loading fallback that would not match the HTML.
 */
export async function preloadScreen(name: PageName): Promise<void> {
  const screen = screens[name];
  if ('load' in screen && !loaded.has(name)) loaded.set(name, await screen.load());
}

function PageScreen({ name }: { name: PageName }) {
  const screen = screens[name];
  if ('component' in screen) return <screen.component />;
  const Ready = loaded.get(name);
  if (Ready) return <Ready />;
  let Lazy = lazyScreens.get(name);
  if (!Lazy) {
    const load = screen.load;
    Lazy = lazy(async () => {
      const component = await load();
      loaded.set(name, component);
      return { default: component };
    });
    lazyScreens.set(name, Lazy);
  }
  return (
    <Suspense fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
}

/** Each page's path with the installation's path settings filled in. */
export function pagePaths(settings: PathSettings): Array<[PageName, string]> {
  return pageNames.map((name) => [name, resolvePath(pages[name].path, settings)]);
}

/** The page a path shows, if any. */
export function pageAt(pathname: string, settings: PathSettings): PageName | undefined {
  return pagePaths(settings).find(([, path]) => matchPath(path, pathname))?.[0];
}

/** Every page inside the layout, from the one route table; any other path is the 404 page. */
export function AppRoutes({ settings }: { settings: PathSettings }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pagePaths(settings).map(([name, path]) => (
          <Route key={name} path={path} element={<PageScreen name={name} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
