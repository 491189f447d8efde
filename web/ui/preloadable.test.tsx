import { describe, expect, it } from 'vitest';
import { renderPageMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { preloadable } from './preloadable.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

describe('preloadable', () => {
  it('fetches nothing before it is rendered; not preloaded, the server writes its fallback (bff/ssr/render-app.tsx preloads it)', async () => {
    let loads = 0;
    const piece = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    const $ = renderPageMarkup(<piece.Component name="Anna" fallback={<span>…</span>} />);
    expect($('p')).toHaveLength(0);
    expect(textOf($('span'))).toBe('…');
    await piece.preload();
    expect(loads).toBe(1);
  });

  it('renders the component itself at once once preloaded, with no suspense boundary (the HTML hydration must match)', async () => {
    const piece = preloadable(async () => Greeting);
    await piece.preload();
    const $ = renderPageMarkup(<piece.Component name="Anna" fallback={<span>…</span>} />);
    // Nothing but the paragraph: no boundary's comments around it.
    expect(tagsOf($.root().contents())).toEqual(['p']);
    expect(textOf($('p'))).toBe('Ciao Anna');
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
    expect(textOf(renderPageMarkup(<piece.Component name="Bruno" />)('p'))).toBe('Ciao Bruno');
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
    expect(textOf(renderPageMarkup(<piece.Component name="Carla" />)('p'))).toBe('Ciao Carla');
  });
});
