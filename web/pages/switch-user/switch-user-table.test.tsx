import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../../shared/testing/markup.ts';
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
  renderToStaticMarkup(
    <MemoryRouter>
      <SwitchUserTable query={query} rows={rows} csrfToken="tok/1" />
    </MemoryRouter>,
  );

describe('SwitchUserTable', () => {
  it('shows the Italian captions, companyName sorted ascending, each caption a sort link', () => {
    const html = render([row({})]);
    for (const caption of ['Utente', 'Ragione sociale', 'Codice cliente', 'Partita IVA', 'Città', 'Provincia', 'Agente']) {
      expect(html).toContain(caption);
    }
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*><a[^>]*href="\/cambia-utente\?dir=desc"/);
    expect(html).toContain('href="/cambia-utente?sort=city"');
  });

  it('links every row with a username to the switch-user endpoint, and rows without one to nothing', () => {
    const html = render([row({}), row({ customerId: 7, username: null, companyName: 'Senza Utenti S.r.l.' })]);
    expect(html.match(/data-testid="switch-user-select"/g)).toHaveLength(1);
    // With the list it is on (here the default one), for the way back.
    expect(html).toContain('href="/login/impersonate?j_username=demo&amp;csrfToken=tok%2F1&amp;back=%2Fcambia-utente"');
    expect(html).toContain('Seleziona');
    expect(html).toContain('nessun utente');
  });
});
