import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../../shared/testing/markup.ts';
import { PartShape, shapeOf } from './drawing-shapes.tsx';

const drawn = (item: string) => renderToStaticMarkup(<PartShape kind={shapeOf(item)} />);

describe('parts drawing shapes', () => {
  it('draws brake shoes, a tensioner, a chain, a hose and a cable each as its own outline, not as a look-alike', () => {
    const items = [
      'Kit ganasce freno',
      'Kit pastiglie freno',
      'Tenditore cinghia distribuzione',
      'Pompa acqua',
      'Kit catena distribuzione',
      'Kit distribuzione',
      'Tubo flessibile freno',
      'Cavo freno di stazionamento',
      'Contatto segnalazione usura pastiglie',
    ];
    const outlines = items.map(drawn);
    expect(new Set(outlines).size).toBe(items.length);
  });
});
