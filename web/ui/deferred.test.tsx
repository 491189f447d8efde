import { describe, expect, it } from 'vitest';
import { renderPageMarkup, suspenseBoundaries, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { deferred } from './deferred.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

// Hydration (the server's HTML kept until the chunk comes) is the journeys' to check: the header's parts are
// deferred on every page.
describe('deferred', () => {
  it('renders the component in the server’s HTML once preloaded, with no boundary (the page hydrates in one pass)', async () => {
    const part = deferred(async () => Greeting);
    await part.preload();
    const $ = renderPageMarkup(<part.Component name="Anna" />);
    expect(textOf($('p'))).toBe('Ciao Anna');
    expect(suspenseBoundaries($)).toEqual([]);
  });

  it('while not preloaded, the server’s render leaves it to the browser (bff/ssr/render-app.tsx preloads it), fetching its code once', async () => {
    let loads = 0;
    const part = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    const $ = renderPageMarkup(<part.Component name="Anna" />);
    expect($('p')).toHaveLength(0);
    await Promise.all([part.preload(), part.preload()]);
    expect(loads).toBe(1);
    expect(textOf(renderPageMarkup(<part.Component name="Anna" />)('p'))).toBe('Ciao Anna');
  });

  it('draws nothing when its code cannot be loaded', async () => {
    const part = deferred(() => Promise.reject(new Error('chunk missing')));
    await part.preload();
    expect(tagsOf(renderPageMarkup(<part.Component />)('*'))).toEqual([]);
  });
});
