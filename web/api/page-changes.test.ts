import { cache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { alsoShownBy, clearingStale, isStale, pageDataChanged, rememberServerData } from './page-changes.ts';

/** Puts `key` into SWR's default cache as a screen's useSWR would (the key it was asked with is `_k`). */
const held = (key: string) => cache.set(key, { data: { held: key }, _k: key } as Parameters<typeof cache.set>[1]);

describe('what an action changes', () => {
  it('marks stale the pages that show it, whichever page of them, and no other', async () => {
    ['/cart', '/cart?page=2', '/checkout/spedizione', '/cerca?q=filtro', '/area-clienti'].forEach(held);
    await pageDataChanged('cart');
    expect(['/cart', '/cart?page=2', '/checkout/spedizione'].filter(isStale)).toHaveLength(3);
    expect(isStale('/cerca?q=filtro')).toBe(false);
    expect(isStale('/area-clienti')).toBe(false);
    await pageDataChanged('addresses');
    expect(isStale('/area-clienti')).toBe(true);
  });

  it('marks the data the server drew the first page with, and the calls that show a change', async () => {
    rememberServerData({ '/area-clienti/ordini': { orders: [] } });
    alsoShownBy('communications', '/comunicazioni/in-attesa');
    held('/comunicazioni/in-attesa');
    await pageDataChanged('orders', 'communications');
    expect(isStale('/area-clienti/ordini')).toBe(true);
    expect(isStale('/comunicazioni/in-attesa')).toBe(true);
  });

  it('is fresh again once a reply asked for after the change comes, not with a reply asked for before it', async () => {
    held('/richieste');
    let answer: (value: string) => void = () => undefined;
    const slow = clearingStale(() => new Promise<string>((resolve) => (answer = resolve)));
    await pageDataChanged('requests');
    const askedBefore = slow('/richieste');
    await pageDataChanged('requests');
    answer('old');
    await askedBefore;
    expect(isStale('/richieste')).toBe(true);
    await clearingStale(async () => 'new')('/richieste');
    expect(isStale('/richieste')).toBe(false);
  });
});
