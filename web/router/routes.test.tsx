import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../shared/testing/markup.ts';
import { NavLink } from './nav-link.tsx';
import { StaticRouter, useSearchParams } from './router.tsx';
import { Outlet, Route, Routes, useParams } from './routes.tsx';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

function Product() {
  return <p>prodotto {useParams().id}</p>;
}

function Search() {
  const [params] = useSearchParams();
  return <p>cerca {params.get('q')}</p>;
}

const table = (location: string) =>
  renderMarkup(
    <StaticRouter location={location}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/ricambio/:id" element={<Product />} />
          <Route path="/ricambio/nuovo" element={<p>nuovo</p>} />
          <Route path="/cerca" element={<Search />} />
          <Route path="*" element={<p>non trovata</p>} />
        </Route>
      </Routes>
    </StaticRouter>,
  );

describe('the route table', () => {
  it('draws the matched page inside its layout, with its parameters and query', () => {
    expect(textOf(table('/ricambio/143')('main > p'))).toBe('prodotto 143');
    expect(textOf(table('/cerca?q=filtro')('main > p'))).toBe('cerca filtro');
  });

  it('prefers a fixed path to a parameter, whatever the order, and falls back to the splat', () => {
    expect(textOf(table('/ricambio/nuovo')('main > p'))).toBe('nuovo');
    expect(textOf(table('/altro')('main > p'))).toBe('non trovata');
  });
});

describe('NavLink', () => {
  const link = (location: string, end: boolean) =>
    renderMarkup(
      <StaticRouter location={location}>
        <NavLink to="/configuratore" end={end} className="voce">
          Configuratori
        </NavLink>
      </StaticRouter>,
    )('a');

  it('marks the page shown with aria-current and the active class, not another', () => {
    expect([link('/configuratore/batterie', false).attr('aria-current'), link('/configuratore/batterie', false).attr('class')]).toEqual([
      'page',
      'voce active',
    ]);
    expect(link('/configuratore/batterie', true).attr('aria-current')).toBeUndefined();
    expect(link('/cerca', false).attr('class')).toBe('voce');
    expect(link('/cerca', false).attr('href')).toBe('/configuratore');
  });
});
