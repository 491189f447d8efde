import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageFrame } from './page-frame.tsx';

describe('PageFrame', () => {
  it('puts the title in the h1 above the content, with the test id on the frame', () => {
    const html = renderToStaticMarkup(
      <PageFrame title="Cambia utente" testId="switch-user-page">
        <p>contenuto</p>
      </PageFrame>,
    );
    expect(html).toBe(
      '<div data-testid="switch-user-page" class="ui-page-frame">' +
        '<h1 class="text-2xl font-bold break-words text-slate-900">Cambia utente</h1><p>contenuto</p></div>',
    );
  });

  it('has no test id unless given one, and merges a class name', () => {
    const html = renderToStaticMarkup(
      <PageFrame title="Ricerca" className="gap-6">
        {null}
      </PageFrame>,
    );
    expect(html).toMatch(/^<div class="ui-page-frame gap-6"><h1/);
  });
});
