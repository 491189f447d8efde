import { describe, expect, it } from 'vitest';
import { articleLookupUrl, fetchArticleLookupHtml } from './article-lookup.ts';
import { abortedBeforeReply, mockLookupFetch } from './api-fetch.fixture.ts';

describe('fetchArticleLookupHtml', () => {
  const { fetchMock, warn } = mockLookupFetch();

  it('asks GET /search-ws-{provider}?q= for HTML and answers the fragment', async () => {
    fetchMock.mockResolvedValueOnce(new Response(' <ul data-lookup-rows=""></ul>\n', { status: 200 }));
    expect(await fetchArticleLookupHtml('catalogo', 'HU 972/7 x')).toBe('<ul data-lookup-rows=""></ul>');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/search-ws-catalogo?q=HU+972%2F7+x');
    expect(new Headers(init?.headers).get('accept')).toMatch(/^text\/html/);
    expect(articleLookupUrl('tecdoc', 'a&b')).toBe('/search-ws-tecdoc?q=a%26b');
  });

  it('answers empty and only logs "errore {status}" as a warning when the call fails (SPEC §8)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"x"}', { status: 502, headers: { 'content-type': 'application/json' } }));
    expect(await fetchArticleLookupHtml('catalogo', '77103173')).toBe('');
    expect(warn).toHaveBeenCalledWith('errore 502');
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    expect(await fetchArticleLookupHtml('catalogo', '77103173')).toBe('');
    expect(warn).toHaveBeenLastCalledWith('errore 0');
  });

  it('stays silent when a newer submit aborted it', async () => {
    const signal = abortedBeforeReply(fetchMock);
    expect(await fetchArticleLookupHtml('catalogo', '77103173', signal)).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });
});
