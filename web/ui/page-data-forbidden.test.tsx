import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { MemoryRouter } from '../router/index.ts';
import { describe, expect, it } from 'vitest';
import { PageData } from './page-data.tsx';

type Data = { rows: string[] } | { forbidden: true; message: string };

describe('PageData saying why in the page’s own words', () => {
  it('shows the page’s text instead of the data’s message, findable by its test id', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <PageData<Data>
          page={{ data: { forbidden: true, message: 'Accesso negato.' }, mutate: () => undefined }}
          forbiddenTitle="Accesso non consentito"
          forbiddenText="Le pagine di assistenza sono riservate al personale."
          forbiddenTestId="assistenza-forbidden"
        >
          {(data) => <p>{data.rows.join(', ')}</p>}
        </PageData>
      </MemoryRouter>,
    );
    expect(html).toContain('data-testid="assistenza-forbidden"');
    expect(html).toContain('Le pagine di assistenza sono riservate al personale.');
    expect(html).not.toContain('Accesso negato.');
  });
});
