import { describe, expect, it } from 'vitest';
import { renderMarkup, renderToStaticMarkup } from '../../../shared/testing/markup.ts';
import type { PlaceItem } from '../../../shared/contract/search-car.ts';
import { PartsDrawing } from './parts-drawing.tsx';

const item = (idVoce: number, voce: string): PlaceItem => ({
  isItem: true,
  voce,
  originale: voce,
  idGruppo: 1,
  idSottogruppo: 1,
  idVoce,
  gruppo: 'Freni',
  ap: 1,
  ds: 'Freni a disco',
});

const drawing = (items: PlaceItem[]) => <PartsDrawing gruppo="Freni" items={items} selected={null} onSelect={() => undefined} />;

/** The parts' places and sizes as drawn: translate(x y) scale(s) of each shape. */
function places(items: PlaceItem[]) {
  const html = renderToStaticMarkup(drawing(items));
  return [...html.matchAll(/translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/g)].map((m) => ({ y: Number(m[2]), scale: Number(m[3]) }));
}

/**
 * The most part items a group's drawing may have: the largest group of the demo parts tree has 10 items, each at
 * most front and rear (the provider names the axle), and a real provider's may have more; with room to spare.
 */
const MOST_ITEMS = 30;

/** Each numbered callout's box as drawn: its circles (the marking ring the widest) with half their stroke. */
function callouts(count: number) {
  const $ = renderMarkup(drawing(Array.from({ length: count }, (_, i) => item(i + 1, 'Disco freno'))));
  const [, , width = 0, height = 0] = ($('svg').attr('viewBox') ?? '').split(' ').map(Number);
  const boxes = $('[data-testid="car-drawing-item"]')
    .toArray()
    .map((callout) => {
      const circles = $(callout)
        .find('circle')
        .toArray()
        .map((circle) => {
          const [cx, cy, r, stroke] = ['cx', 'cy', 'r', 'stroke-width'].map((name) => Number($(circle).attr(name) ?? 0));
          return { cx: cx ?? 0, cy: cy ?? 0, reach: (r ?? 0) + (stroke ?? 0) / 2 };
        });
      return {
        left: Math.min(...circles.map((c) => c.cx - c.reach)),
        right: Math.max(...circles.map((c) => c.cx + c.reach)),
        top: Math.min(...circles.map((c) => c.cy - c.reach)),
        bottom: Math.max(...circles.map((c) => c.cy + c.reach)),
      };
    });
  return { width, height, boxes };
}

describe('PartsDrawing', () => {
  it('fills the canvas for a small group: three parts on two rows, drawn larger than in a full group', () => {
    const small = places([item(1, 'Disco freno'), item(2, 'Kit pastiglie freno'), item(3, 'Pinza freno')]);
    expect(new Set(small.map((p) => p.y)).size).toBe(2);
    const full = places(Array.from({ length: 8 }, (_, i) => item(i + 1, 'Disco freno')));
    for (const part of small) expect(part.scale).toBeGreaterThan((full[0]?.scale ?? 0) * 1.3);
  });

  it('draws every numbered callout, its marking ring included, inside the canvas, for any count of parts', () => {
    const outside: string[] = [];
    for (let count = 1; count <= MOST_ITEMS; count++) {
      const { width, height, boxes } = callouts(count);
      expect(boxes).toHaveLength(count);
      boxes.forEach((box, index) => {
        if (box.left < 0 || box.top < 0 || box.right > width || box.bottom > height) outside.push(`${index + 1} of ${count}`);
      });
    }
    expect(outside).toEqual([]);
  });

  it('keeps the callouts of a group apart: no two numbers overlap', () => {
    const overlapping: string[] = [];
    for (let count = 1; count <= MOST_ITEMS; count++) {
      const { boxes } = callouts(count);
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b, j) => {
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            overlapping.push(`${i + 1} and ${i + j + 2} of ${count}`);
        }),
      );
    }
    expect(overlapping).toEqual([]);
  });
});
