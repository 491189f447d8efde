import { renderMarkup, renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { MemoryRouter } from '../router/index.ts';
import { describe, expect, it } from 'vitest';
import { PageData, type PageDataState } from './page-data.tsx';

type Data = { rows: string[] } | { forbidden: true; message: string };
const render = (page: PageDataState<Data>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PageData page={page} forbiddenTitle="Accesso riservato">
        {(data) => <p>{data.rows.join(', ')}</p>}
      </PageData>
    </MemoryRouter>,
  );
const mutate = () => undefined;

describe('PageData', () => {
  it('shows the content once the data is there', () => {
    expect(render({ data: { rows: ['a', 'b'] }, mutate })).toBe('<p>a, b</p>');
  });

  it('shows loading until the data comes, and keeps the data shown when a refresh fails', () => {
    expect(render({ data: undefined, mutate })).toContain('role="status"');
    expect(render({ data: { rows: ['a'] }, error: new Error('x'), mutate })).toBe('<p>a</p>');
  });

  it('offers a retry when the data could not be loaded', () => {
    const html = render({ data: undefined, error: new Error('x'), mutate });
    expect(html).toContain('ui-load-failed');
    expect(html).toContain('<button');
  });

  it('says why a visitor may not see the page, in the page data’s words', () => {
    const html = render({ data: { forbidden: true, message: 'Accedi per vedere i tuoi ordini.' }, mutate });
    expect(html).toContain('Accesso riservato');
    expect(html).toContain('Accedi per vedere i tuoi ordini.');
  });

  it('marks the forbidden state with the page’s test id when given', () => {
    const $ = renderMarkup(
      <MemoryRouter>
        <PageData page={{ data: { forbidden: true, message: 'Accedi.' }, mutate }} forbiddenTitle="Riservato" forbiddenTestId="x-forbidden">
          {() => null}
        </PageData>
      </MemoryRouter>,
    );
    const alert = $('[data-testid="x-forbidden"]');
    expect(alert.is('div.ui-forbidden[role="alert"]')).toBe(true);
  });
});
