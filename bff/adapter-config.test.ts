import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('adapters chosen per system by the configuration', () => {
  it('reads the configuration as one adapter per system, the parts catalogue following the ERP unless told', () => {
    const same = loadConfig({ ADAPTER: 'http', UPSTREAM_URL: 'http://erp.example/api' });
    expect(same.adapters.erp).toMatchObject({ adapter: 'http', baseUrl: 'http://erp.example/api' });
    expect(same.adapters.partsCatalogue).toEqual(same.adapters.erp);
    const split = loadConfig({
      PARTS_CATALOGUE_ADAPTER: 'http',
      PARTS_CATALOGUE_URL: 'https://tecdoc.example/shop',
      SEARCH_COUNT_CAP: '5000',
    });
    expect(split.adapters.erp).toMatchObject({ adapter: 'reference', dataDir: './data', searchCountCap: 5000 });
    expect(split.adapters.partsCatalogue).toMatchObject({ adapter: 'http', baseUrl: 'https://tecdoc.example/shop' });
  });

  it('refuses an http adapter without a usable URL, naming the variable', () => {
    expect(() => loadConfig({ PARTS_CATALOGUE_ADAPTER: 'http' })).toThrow(
      /UPSTREAM_URL: is required when the partsCatalogue adapter is http/,
    );
    expect(() => loadConfig({ ADAPTER: 'http', UPSTREAM_URL: 'http://erp', PARTS_CATALOGUE_URL: 'ftp://x' })).toThrow(
      /PARTS_CATALOGUE_URL/,
    );
  });
});
