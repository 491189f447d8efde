import { renderToString } from 'react-dom/server';
import { pageHtml } from '../../shared/render-html.ts';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

// Hydration (the server's HTML kept until the chunk comes) is the journeys' to check: the header's parts are
// deferred on every page.
describe('deferred', () => {
  it('renders the component in the server’s HTML once preloaded', async () => {
    const part = deferred(async () => Greeting);
    await part.preload();
    expect(renderToString(<part.Component name="Anna" />)).toBe('<p>Ciao Anna</p>');
  });

  it('while not preloaded, the server’s render (bff/ssr/render-app.tsx) waits for its code, fetched once', async () => {
    let loads = 0;
    const part = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    const html = await pageHtml(<part.Component name="Anna" />);
    expect(html).toContain('<p>Ciao Anna</p>');
    await Promise.all([part.preload(), part.preload()]);
    expect(loads).toBe(1);
  });

  it('draws nothing when its code cannot be loaded', async () => {
    const part = deferred(() => Promise.reject(new Error('chunk missing')));
    await part.preload();
    expect(renderToString(<part.Component />)).toBe('');
  });
});
