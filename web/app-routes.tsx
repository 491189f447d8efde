import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { resolvePath, type PathSettings } from '../shared/path-settings.ts';
import { pathSettings } from './boot.ts';
import { Layout } from './layout/layout.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { pageNames, pages, type PageName } from './routes.ts';

/** A screen in the first bundle, or one loaded when first visited (its own chunk). */
type Screen = { component: ComponentType } | { load: () => Promise<ComponentType> };

/**
 * The screen of every page of web/routes.ts: a page without one does not compile.
 * The homepage is in the first bundle; the other screens load when first visited.
 */
export const screens: Record<PageName, Screen> = {
  home: { component: HomePage },
  search: { load: () => import('./pages/search/search-page.tsx').then((m) => m.SearchPage) },
  login: { load: () => import('./pages/login/login-page.tsx').then((m) => m.LoginPage) },
  switchUser: { load: () => import('./pages/switch-user/switch-user-page.tsx').then((m) => m.SwitchUserPage) },
};

/** The router's routes, built from the one route table and the installation's path settings; any other path is the 404 page. */
export function appRoutes(settings: PathSettings = pathSettings()): RouteObject[] {
  const children: RouteObject[] = pageNames.map((name) => {
    const screen = screens[name];
    const path = resolvePath(pages[name].path, settings);
    return 'load' in screen
      ? { id: name, path, lazy: async () => ({ Component: await screen.load() }) }
      : { id: name, path, Component: screen.component };
  });
  children.push({ id: 'not-found', path: '*', Component: NotFoundPage });
  return [{ id: 'layout', Component: Layout, children }];
}
