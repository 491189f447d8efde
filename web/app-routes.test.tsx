import { describe, expect, it } from 'vitest';
import { defaultPathSettings, resolvePath } from '../shared/path-settings.ts';
import { pageAt, pagePaths } from './app-routes.tsx';
import { screens } from './pages/screens.generated.ts';
import { pages, type PageName } from '../shared/routes.ts';

describe('app routes', () => {
  it('has a route and a screen for every page of the route table', () => {
    for (const name of Object.keys(pages) as PageName[]) expect(pageAt(pages[name].path, defaultPathSettings)).toBe(name);
    expect(Object.keys(screens).sort()).toEqual(Object.keys(pages).sort());
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(pageAt('/non-esiste', defaultPathSettings)).toBeUndefined();
    expect(pageAt('/cerca/altro', defaultPathSettings)).toBeUndefined();
  });

  it("builds paths that hold a setting from the installation's settings", () => {
    const settings = { vehicleWs: '/tecdoc', lookupWs: 'td', provider: 'tecdoc', ownBrandBatteries: 'batterie-x' };
    expect(resolvePath('/configuratore/{ownBrandBatteries}/ricerca-avanzata', settings)).toBe('/configuratore/batterie-x/ricerca-avanzata');
    expect(resolvePath('{vehicleWs}/carpark/get-models', settings)).toBe('/tecdoc/carpark/get-models');
    expect(resolvePath('/search-ws-{provider}', settings)).toBe('/search-ws-tecdoc');
    expect(pagePaths(settings).map(([, path]) => path)).toContain('/cerca');
  });
});
