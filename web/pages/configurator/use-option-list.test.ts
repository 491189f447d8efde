import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApi } from '../../api/fetch.ts';
import { fetchOptionList, knownOptionList } from './use-option-list.ts';

describe('fetchOptionList (a configurator lookup that only logs, SPEC §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeEach(() => {
    fetchMock.mockReset();
    warn.mockClear();
    configureApi({ fetch: fetchMock, reload: () => undefined });
  });
  afterEach(() => resetApi());
  afterAll(() => warn.mockRestore());

  it('answers the list and keeps it for the next time it is asked', async () => {
    const url = '/configuratore/catene-da-neve/get-ratios?width=205';
    fetchMock.mockResolvedValueOnce(Response.json(['55', '60']));
    expect(await fetchOptionList(url)).toEqual(['55', '60']);
    expect(knownOptionList(url, {})).toEqual(['55', '60']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows nothing and only logs "errore {status}" as a warning when the list fails', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'x' }, { status: 502 }));
    expect(await fetchOptionList('/configuratore/vasche-baule/get-car-models?carBrand=FIAT')).toEqual([]);
    expect(warn).toHaveBeenCalledWith('errore 502');
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    expect(await fetchOptionList('/configuratore/vasche-baule/get-car-models?carBrand=AUDI')).toEqual([]);
    expect(warn).toHaveBeenLastCalledWith('errore 0');
  });

  it('is silent when a newer choice aborted it', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(fetchOptionList('/configuratore/oli-lubrificanti/get-formats', controller.signal)).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
