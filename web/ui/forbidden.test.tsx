import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Forbidden } from './forbidden.tsx';

describe('Forbidden', () => {
  it('shows the title and text it is given as an alert, with a link back home, and passes the test id on', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Forbidden title="Accesso non consentito" text="Non puoi vedere questa pagina." data-testid="some-forbidden" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<div role="alert" data-testid="some-forbidden" class="ui-forbidden">/);
    expect(html).toContain('<p class="font-semibold text-amber-900">Accesso non consentito</p>');
    expect(html).toContain('Non puoi vedere questa pagina.');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Torna alla home<\/a>/);
  });
});
