import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../shared/testing/markup.ts';
import { MemoryRouter } from '../../router/index.ts';
import type { SwitchUserRow } from '../../api/switch-user.ts';
import { SwitchUserTable } from './switch-user-table.tsx';
import { DEFAULT_QUERY } from './table-query.ts';

const row = (over: Partial<SwitchUserRow>): SwitchUserRow => ({
  customerId: 1,
  username: 'demo',
  companyName: 'Autoricambi Demo S.r.l.',
  cdclieM: 'C000001',
  vatIdentificationNumber: '01234567890',
  city: 'Treviso',
  stateProvinceRegion: 'TV',
  dsagen: 'Bianchi Luca',
  ...over,
});

const render = (rows: SwitchUserRow[], query = DEFAULT_QUERY) =>
  renderMarkup(
    <MemoryRouter>
      <SwitchUserTable query={query} rows={rows} csrfToken="tok/1" />
    </MemoryRouter>,
  );

describe('SwitchUserTable', () => {
  it('shows the Italian captions, companyName sorted ascending, each caption a sort link', () => {
    const $ = render([row({})]);
    const captions = $('thead th')
      .toArray()
      .map((th) => textOf($(th)));
    for (const caption of ['Utente', 'Ragione sociale', 'Codice cliente', 'Partita IVA', 'Città', 'Provincia', 'Agente']) {
      expect(captions).toContain(caption);
    }
    const sorted = $('thead th[aria-sort="ascending"]');
    expect(sorted.toArray().map((th) => textOf($(th)))).toEqual(['Ragione sociale']);
    expect(sorted.children('a').attr('href')).toBe('/cambia-utente?dir=desc');
    expect($('thead a[href="/cambia-utente?sort=city"]')).toHaveLength(1);
  });

  it('links every row with a username to the switch-user endpoint, and rows without one to nothing', () => {
    const $ = render([row({}), row({ customerId: 7, username: null, companyName: 'Senza Utenti S.r.l.' })]);
    const select = $('[data-testid="switch-user-select"]');
    expect(select).toHaveLength(1);
    // With the list it is on (here the default one), for the way back.
    expect(select.attr('href')).toBe('/login/impersonate?j_username=demo&csrfToken=tok%2F1&back=%2Fcambia-utente');
    expect(textOf($.root())).toContain('Seleziona');
    expect(textOf($.root())).toContain('nessun utente');
  });
});
