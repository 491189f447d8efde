import { describe, expect, it } from 'vitest';
import { searchCarPlace, searchCarPlaceUrl, searchCarUrl } from './page-url-state.ts';

describe("/search-car's place in the URL (issue 47)", () => {
  it('writes the group and the part after the vehicle choice, in one order, leaving out what is null', () => {
    const params = new URLSearchParams('voce=9&utm=x&idMarca=3&gruppo=2');
    expect(searchCarUrl(params)).toBe('/search-car?idMarca=3&gruppo=2&voce=9');
    expect(searchCarPlaceUrl(params, { idGruppo: 5, idVoce: null })).toBe('/search-car?idMarca=3&gruppo=5');
    expect(searchCarPlaceUrl(new URLSearchParams(), { idGruppo: 1, idVoce: 1000004 })).toBe('/search-car?gruppo=1&voce=1000004');
    expect(searchCarPlaceUrl(params, { idGruppo: null, idVoce: null })).toBe('/search-car?idMarca=3');
  });

  it('reads plain positive ids only', () => {
    expect(searchCarPlace(new URLSearchParams('gruppo=2&voce=1000004'))).toEqual({ idGruppo: 2, idVoce: 1000004 });
    for (const query of ['gruppo=0&voce=-1', 'gruppo=02&voce=1e3', 'gruppo=&voce=abc', 'gruppo=1234567890']) {
      expect(searchCarPlace(new URLSearchParams(query)), query).toEqual({ idGruppo: null, idVoce: null });
    }
  });
});
