import { renderMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { MemoryRouter } from '../router/index.ts';
import { describe, expect, it } from 'vitest';
import { PageData, type PageDataState } from './page-data.tsx';

type Data = { rows: string[] } | { forbidden: true; message: string };
const render = (page: PageDataState<Data>) =>
  renderMarkup(
    <MemoryRouter>
      <PageData page={page} forbiddenTitle="Accesso riservato">
        {(data) => <p>{data.rows.join(', ')}</p>}
      </PageData>
    </MemoryRouter>,
  );
const mutate = () => undefined;

describe('PageData', () => {
  it('shows the content once the data is there', () => {
    const $ = render({ data: { rows: ['a', 'b'] }, mutate });
    expect(tagsOf($.root().children())).toEqual(['p']);
    expect(textOf($('p'))).toBe('a, b');
  });

  it('shows loading until the data comes, and keeps the data shown when a refresh fails', () => {
    expect(render({ data: undefined, mutate })('[role="status"]')).toHaveLength(1);
    const kept = render({ data: { rows: ['a'] }, error: new Error('x'), mutate });
    expect(tagsOf(kept.root().children())).toEqual(['p']);
    expect(textOf(kept('p'))).toBe('a');
  });

  it('offers a retry when the data could not be loaded', () => {
    const $ = render({ data: undefined, error: new Error('x'), mutate });
    expect($('.ui-load-failed')).toHaveLength(1);
    expect($('.ui-load-failed button')).toHaveLength(1);
  });

  it('says why a visitor may not see the page, in the page data’s words', () => {
    const text = textOf(render({ data: { forbidden: true, message: 'Accedi per vedere i tuoi ordini.' }, mutate }).root());
    expect(text).toContain('Accesso riservato');
    expect(text).toContain('Accedi per vedere i tuoi ordini.');
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
