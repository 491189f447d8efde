import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes, screens } from './app-routes.tsx';
import { resolvePath } from '../shared/path-settings.ts';
import { pages, type PageName } from './routes.ts';

describe('app routes', () => {
  const routes = appRoutes();

  it('has a route for every page of the route table', () => {
    for (const name of Object.keys(pages) as PageName[]) {
      const match = matchRoutes(routes, pages[name].path);
      expect(match?.at(-1)?.route.id).toBe(name);
    }
  });

  it('has a screen for every page of the route table', () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(pages).sort());
  });

  it("builds paths that hold a setting from the installation's settings", () => {
    const settings = { vehicleWs: '/tecdoc', lookupWs: 'td', provider: 'tecdoc', ownBrandBatteries: 'batterie-x' };
    expect(resolvePath('/configuratore/{ownBrandBatteries}/ricerca-avanzata', settings)).toBe('/configuratore/batterie-x/ricerca-avanzata');
    expect(resolvePath('{vehicleWs}/carpark/get-models', settings)).toBe('/tecdoc/carpark/get-models');
    expect(resolvePath('/search-ws-{provider}', settings)).toBe('/search-ws-tecdoc');
  });

  it('sends unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/non-esiste')?.at(-1)?.route.id).toBe('not-found');
    expect(matchRoutes(routes, '/cerca/altro')?.at(-1)?.route.id).toBe('not-found');
  });
});
