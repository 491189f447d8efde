import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { pageHtml } from '../../shared/render-html.ts';
import { preloadable } from './preloadable.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

describe('preloadable', () => {
  it('fetches nothing before it is rendered; the server’s render (bff/ssr/render-app.tsx) waits for its code', async () => {
    let loads = 0;
    const piece = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    const html = await pageHtml(<piece.Component name="Anna" fallback={<span>…</span>} />);
    expect(html).toContain('<p>Ciao Anna</p>');
    expect(loads).toBe(1);
  });

  it('renders the component itself at once once preloaded, with no suspense boundary (the HTML hydration must match)', async () => {
    const piece = preloadable(async () => Greeting);
    await piece.preload();
    const html = renderToString(<piece.Component name="Anna" fallback={<span>…</span>} />);
    expect(html).toBe('<p>Ciao Anna</p>');
  });

  it('loads the code once, however often it is preloaded', async () => {
    let loads = 0;
    const piece = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([piece.preload(), piece.preload()]);
    await piece.preload();
    expect(loads).toBe(1);
    expect(renderToString(<piece.Component name="Bruno" />)).toBe('<p>Ciao Bruno</p>');
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const piece = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk missing');
      return Greeting;
    });
    await expect(piece.preload()).rejects.toThrow('chunk missing');
    await piece.preload();
    expect(renderToString(<piece.Component name="Carla" />)).toBe('<p>Ciao Carla</p>');
  });
});
