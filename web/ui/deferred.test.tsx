import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

// Hydration (the server's HTML kept until the chunk comes, no mismatch) is the journeys' to check: every journey
// fails on a hydration warning, and the header's parts are deferred on every page.
describe('deferred', () => {
  it('renders the component in the server’s HTML once preloaded, inside a suspense boundary', async () => {
    const part = deferred(async () => Greeting);
    await part.preload();
    expect(renderToString(<part.Component name="Anna" />)).toBe('<!--$--><p>Ciao <!-- -->Anna</p><!--/$-->');
  });

  it('renders nothing yet, and fetches its code once, while not preloaded', async () => {
    let loads = 0;
    const part = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    expect(renderToString(<part.Component name="Anna" />)).not.toContain('Ciao');
    await Promise.all([part.preload(), part.preload()]);
    expect(loads).toBe(1);
  });

  it('draws nothing when its code cannot be loaded', async () => {
    const part = deferred(() => Promise.reject(new Error('chunk missing')));
    await part.preload();
    expect(renderToString(<part.Component />)).toBe('<!--$--><!--/$-->');
  });
});
