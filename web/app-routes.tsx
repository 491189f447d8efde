import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { LoginPage } from './pages/login/login-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { SearchPage } from './pages/search/search-page.tsx';
import { SwitchUserPage } from './pages/switch-user/switch-user-page.tsx';
import { pages, type PageName } from './routes.ts';

/** The screen of each page of web/routes.ts; a page without a screen yet shows the 404 page. */
export const screens: Partial<Record<PageName, ComponentType>> = {
  home: HomePage,
  search: SearchPage,
  login: LoginPage,
  switchUser: SwitchUserPage,
};

/** The router's routes, built from the one route table; any other path is the 404 page. */
export function appRoutes(): RouteObject[] {
  const children: RouteObject[] = (Object.keys(pages) as PageName[]).map((name) => {
    const Screen = screens[name] ?? NotFoundPage;
    return { id: name, path: pages[name].path, element: <Screen /> };
  });
  children.push({ id: 'not-found', path: '*', element: <NotFoundPage /> });
  return [{ id: 'layout', element: <Layout />, children }];
}
