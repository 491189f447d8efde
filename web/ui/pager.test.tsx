import { describe, expect, it } from 'vitest';
import { renderMarkup, renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { MemoryRouter } from '../router/index.ts';
import { Pager } from './pager.tsx';

const render = (page: number, pages: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Pager page={page} pages={pages} hrefFor={(target) => `/list?page=${target}`} />
    </MemoryRouter>,
  );

/** The opening tags of the pager's links, one string each. */
const links = (html: string) => html.match(/<a [^>]*>/g) ?? [];

describe('Pager', () => {
  it('marks the current page, and only it, with aria-current', () => {
    const current = links(render(3, 10)).filter((tag) => tag.includes('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('aria-current="page"');
    expect(current[0]).toContain('href="/list?page=3"');
    expect(current[0]).toContain('aria-label="Pagina 3"');
  });

  it('offers no previous page on the first page, and the next one', () => {
    const html = render(1, 10);
    expect(html).not.toContain('rel="prev"');
    expect(html).not.toContain('Precedente');
    expect(html).not.toContain('href="/list?page=0"');
    expect(links(html).find((tag) => tag.includes('rel="next"'))).toContain('href="/list?page=2"');
    expect(html).toContain('Pagina 1 di 10');
  });

  it('links previous and next around a middle page, and offers no next page on the last one', () => {
    const middle = links(render(5, 10));
    expect(middle.find((tag) => tag.includes('rel="prev"'))).toContain('href="/list?page=4"');
    expect(middle.find((tag) => tag.includes('rel="next"'))).toContain('href="/list?page=6"');
    const last = render(10, 10);
    expect(last).not.toContain('rel="next"');
    expect(last).toContain('rel="prev"');
  });

  it('shows nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
  });

  it('keeps its test id and merges a class name', () => {
    const $ = renderMarkup(
      <MemoryRouter>
        <Pager page={1} pages={2} hrefFor={String} className="mt-8 items-start" />
      </MemoryRouter>,
    );
    const nav = $.root().children();
    expect(nav.is('nav[aria-label="Paginazione dei risultati"]')).toBe(true);
    expect(nav.attr('data-testid')).toBe('pager');
    expect(nav.attr('class')).toBe('ui-pager mt-8 items-start');
  });
});
