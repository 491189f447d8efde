/** One fixed canvas for every group, so the drawing takes the same room on the server and in the browser. */
export const WIDTH = 480;
export const HEIGHT = 360;

/** How far a numbered callout reaches from its centre: its marking ring (r 22) and half the ring's stroke (4). */
export const CALLOUT_REACH = 24;

/** Columns of the grid: few parts get few columns (so they are drawn larger), many about the canvas's 4:3. */
function columnsFor(count: number): number {
  if (count <= 2) return Math.max(1, count);
  if (count <= 4) return 2;
  if (count <= 9) return 3;
  if (count <= 16) return 4;
  return Math.ceil(Math.sqrt((count * WIDTH) / HEIGHT));
}

/** `value` within [low, high]; when the range is empty (a cell narrower than a callout), its middle. */
const within = (value: number, low: number, high: number) => (low > high ? (low + high) / 2 : Math.min(Math.max(value, low), high));

/**
 * Where each part sits: a grid of cells, every other row shifted like an exploded view's axis. Three or four parts
 * take two rows and few parts are drawn larger, so a small group fills the canvas instead of one thin row. A part's
 * number sits above and right of it but inside its own cell (so never outside the canvas, nor on another number):
 * the shift moved the last column's numbers past the canvas's edge (issue 47).
 */
export function partPlaces(count: number) {
  const columns = columnsFor(count);
  const rows = Math.max(1, Math.ceil(count / columns));
  const cellW = WIDTH / columns;
  const cellH = HEIGHT / rows;
  const scale = Math.min(cellW / 120, cellH / 100, 2.2);
  return Array.from({ length: count }, (_, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const shift = rows > 1 ? (row % 2 === 0 ? -0.08 : 0.08) * cellW : 0;
    const x = column * cellW + cellW / 2 + shift;
    const y = row * cellH + cellH / 2 + 8;
    const callout = {
      x: within(x + 56 * scale, column * cellW + CALLOUT_REACH, (column + 1) * cellW - CALLOUT_REACH),
      y: within(y - 44 * scale, row * cellH + CALLOUT_REACH, (row + 1) * cellH - CALLOUT_REACH),
    };
    return { x, y, scale, callout };
  });
}

export type PartPlace = ReturnType<typeof partPlaces>[number];
