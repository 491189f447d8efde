import { describe, expect, it } from 'vitest';
import { defaultPathSettings } from '../shared/path-settings.ts';
import { readBootData } from './boot.ts';

const docWith = (text: string | null) => ({
  getElementById: (id: string) => (id === 'boot-data' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('boot data', () => {
  it('reads the settings the BFF wrote into the page', () => {
    const settings = { vehicleWs: '/tecdoc/ws', lookupWs: 'td', provider: 'tecdoc', ownBrandBatteries: 'batterie-x' };
    expect(readBootData(docWith(JSON.stringify({ settings }))).settings).toEqual(settings);
  });

  it('reads the page the server rendered and the replies it rendered it with', () => {
    const boot = readBootData(docWith(JSON.stringify({ settings: {}, page: 'search', fallback: { '/cerca?q=x': { total: 0 } } })));
    expect(boot.page).toBe('search');
    expect(boot.fallback).toEqual({ '/cerca?q=x': { total: 0 } });
  });

  it('falls back to the defaults without boot data or with a broken one', () => {
    expect(readBootData(docWith(null)).settings).toEqual(defaultPathSettings);
    expect(readBootData(docWith('{broken')).settings).toEqual(defaultPathSettings);
    expect(readBootData(undefined).settings).toEqual(defaultPathSettings);
  });
});
