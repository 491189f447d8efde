import { describe, expect, it } from 'vitest';
import { abortedBeforeReply, mockLookupFetch } from '../../api/api-fetch.fixture.ts';
import { fetchOptionList, knownOptionList } from './use-option-list.ts';

describe('fetchOptionList (a configurator lookup that only logs, SPEC §8)', () => {
  const { fetchMock, warn } = mockLookupFetch();

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
    const signal = abortedBeforeReply(fetchMock);
    await expect(fetchOptionList('/configuratore/oli-lubrificanti/get-formats', signal)).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
