import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../shared/testing/markup.ts';
import { MemoryRouter } from '../router/index.ts';
import { Forbidden } from './forbidden.tsx';

describe('Forbidden', () => {
  it('shows the title and text it is given as an alert, with a link back home, and passes the test id on', () => {
    const $ = renderMarkup(
      <MemoryRouter>
        <Forbidden title="Accesso non consentito" text="Non puoi vedere questa pagina." data-testid="some-forbidden" />
      </MemoryRouter>,
    );
    const alert = $.root().children();
    expect(alert.is('div[role="alert"]')).toBe(true);
    expect(alert.attr('data-testid')).toBe('some-forbidden');
    expect(alert.attr('class')).toBe('ui-forbidden');
    const title = alert.find('p').first();
    expect(title.attr('class')).toBe('font-semibold text-amber-900');
    expect(textOf(title)).toBe('Accesso non consentito');
    expect(textOf(alert)).toContain('Non puoi vedere questa pagina.');
    expect(textOf($('a[href="/"]'))).toBe('Torna alla home');
  });
});
