import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../../shared/testing/markup.ts';
import type { PartsTreeItem } from '../../../shared/contract/vehicles.ts';
import { PartsDrawing } from './parts-drawing.tsx';

const item = (idVoce: number, voce: string): PartsTreeItem => ({
  isItem: true,
  voce,
  idGruppo: 1,
  idSottogruppo: 1,
  idVoce,
  gruppo: 'Freni',
  ap: 1,
  ds: 'Freni a disco',
});

/** The parts' places and sizes as drawn: translate(x y) scale(s) of each shape. */
function places(items: PartsTreeItem[]) {
  const html = renderToStaticMarkup(<PartsDrawing gruppo="Freni" items={items} selected={null} onSelect={() => undefined} />);
  return [...html.matchAll(/translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/g)].map((m) => ({ y: Number(m[2]), scale: Number(m[3]) }));
}

describe('PartsDrawing', () => {
  it('fills the canvas for a small group: three parts on two rows, drawn larger than in a full group', () => {
    const small = places([item(1, 'Disco freno'), item(2, 'Kit pastiglie freno'), item(3, 'Pinza freno')]);
    expect(new Set(small.map((p) => p.y)).size).toBe(2);
    const full = places(Array.from({ length: 8 }, (_, i) => item(i + 1, 'Disco freno')));
    for (const part of small) expect(part.scale).toBeGreaterThan((full[0]?.scale ?? 0) * 1.3);
  });
});
