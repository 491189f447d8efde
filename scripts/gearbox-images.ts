/**
 * Draws the pictures of the gearbox search page: one flat line drawing per gearbox of bff/lib/gearboxes.ts, with its
 * maker and code, written as SVG into web/public/immagini/cambi (copied into the build, served under /immagini/). The
 * files are committed; run again after changing the list: `npx tsx scripts/gearbox-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GEARBOX_IMAGE_HEIGHT, GEARBOX_IMAGE_WIDTH, GEARBOXES, gearboxSlug, type Gearbox } from '../bff/lib/gearboxes.ts';

const OUT = fileURLToPath(new URL('../web/public/immagini/cambi/', import.meta.url));
const INK = '#1f2937';
const PAPER = '#f8fafc';
const STEEL = '#cbd5e1';
const DARK = '#64748b';
const ACCENTS = ['#93c5fd', '#fca5a5', '#86efac', '#fcd34d', '#c4b5fd', '#f9a8d4', '#5eead4', '#fdba74'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const stroke = `stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;

/** A gear of `teeth` teeth around (cx, cy). */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const points = Array.from({ length: teeth * 2 }, (_, i) => {
    const angle = (Math.PI * i) / teeth;
    const radius = i % 2 === 0 ? r : r * 0.82;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" ${stroke}/><circle cx="${cx}" cy="${cy}" r="${(r * 0.3).toFixed(1)}" fill="${PAPER}" ${stroke}/>`;
}

function drawing(box: Gearbox, index: number): string {
  const accent = ACCENTS[index % ACCENTS.length] ?? STEEL;
  const dual = box.kind === 'doppia frizione';
  const casing =
    `<path d="M140 150 L470 120 Q560 115 600 180 L640 300 Q650 360 600 390 L180 420 Q130 420 130 370 Z" fill="${STEEL}" ${stroke}/>` +
    `<circle cx="610" cy="260" r="${dual ? 95 : 80}" fill="${accent}" ${stroke}/>` +
    `<circle cx="610" cy="260" r="30" fill="${DARK}" ${stroke}/>`;
  const gears = Array.from({ length: Math.min(box.gears, 7) }, (_, i) =>
    gear(200 + i * 55, 270 + (i % 2 === 0 ? -30 : 30), 34 - i * 1.5, 10 + i, i % 2 === 0 ? PAPER : accent),
  ).join('');
  const label =
    `<text x="400" y="500" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${INK}">${escape(box.code)}</text>` +
    `<text x="400" y="550" text-anchor="middle" font-family="sans-serif" font-size="28" fill="${DARK}">${escape(`${box.maker} · ${box.kind}, ${box.gears} marce`)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GEARBOX_IMAGE_WIDTH}" height="${GEARBOX_IMAGE_HEIGHT}" viewBox="0 0 800 600">` +
    `<rect width="800" height="600" fill="${PAPER}"/>${casing}${gears}${label}</svg>\n`
  );
}

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(`${OUT}${file}`);
GEARBOXES.forEach((box, index) => writeFileSync(`${OUT}${gearboxSlug(box)}.svg`, drawing(box, index)));
console.log(`${GEARBOXES.length} gearbox pictures in ${OUT}`);
