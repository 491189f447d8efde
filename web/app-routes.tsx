import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from './router/index.ts';
import { resolvePath, type PathSettings } from '../shared/path-settings.ts';
import { Layout } from './layout/layout.tsx';
import { NotFoundPage } from './layout/deferred-parts.ts';
import { pageNames, pages, type PageName } from '../shared/routes.ts';
import { screens } from './pages/screens.generated.ts';
import { Loading } from './ui/loading.tsx';

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

/**
 * Every page inside the layout, from the one route table; any other path is the 404 page. The server, which knows the
 * page it renders (`only`; null for the 404 page), gives the router that page alone: the router ranks every route of
 * its table on each render, a good part of a small page's render. The tree it renders is the same.
 */
export function AppRoutes({ settings, only }: { settings: PathSettings; only?: PageName | null }) {
  const paths = pagePaths(settings).filter(([name]) => only === undefined || name === only);
  return (
    <Routes>
      <Route element={<Layout ownBrandBatteries={settings.ownBrandBatteries} />}>
        {paths.map(([name, path]) => (
          <Route key={name} path={path} element={<PageScreen name={name} />} />
        ))}
        <Route path="*" element={<NotFoundPage.Component />} />
      </Route>
    </Routes>
  );
}
