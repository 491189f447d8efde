import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes, screens } from './app-routes.tsx';
import { pages, type PageName } from './routes.ts';

describe('app routes', () => {
  const routes = appRoutes();

  it('has a route for every page of the route table', () => {
    for (const name of Object.keys(pages) as PageName[]) {
      const match = matchRoutes(routes, pages[name].path);
      expect(match?.at(-1)?.route.id).toBe(name);
    }
  });

  it('has a screen for the pages built so far', () => {
    expect(Object.keys(screens).sort()).toEqual(['home', 'login', 'search', 'switchUser']);
  });

  it('sends unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/non-esiste')?.at(-1)?.route.id).toBe('not-found');
    expect(matchRoutes(routes, '/cerca/altro')?.at(-1)?.route.id).toBe('not-found');
  });
});
