/**
 * Draws the demo pictures of the reference catalogue: two or three flat line drawings per ERP product group
 * (adapters/reference/catalogue/demo-images.ts names them), written as SVG into web/public/immagini/ricambi, which the
 * build copies into dist/web and the BFF serves under /immagini/. The files are committed; run again after changing a
 * drawing: `npx tsx scripts/demo-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_IMAGES } from '../adapters/reference/catalogue/demo-images.ts';

const OUT = fileURLToPath(new URL('../web/public/immagini/ricambi/', import.meta.url));
const INK = '#1f2937';
const PAPER = '#f8fafc';
const STEEL = '#cbd5e1';
const DARK = '#64748b';
const TYRE = '#374151';

type Drawing = (accent: string) => string;

const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
const line = { stroke: INK, 'stroke-width': 6, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
const circle = (cx: number, cy: number, r: number, fill = 'none', extra: Record<string, string | number> = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...line, ...extra })}/>`;
const rect = (x: number, y: number, width: number, height: number, fill = 'none', rx = 12, extra: Record<string, string | number> = {}) =>
  `<rect ${attrs({ x, y, width, height, rx, fill, ...line, ...extra })}/>`;
const path = (d: string, fill = 'none', extra: Record<string, string | number> = {}) => `<path ${attrs({ d, fill, ...line, ...extra })}/>`;
const thin = { 'stroke-width': 3 };
/** `count` copies of an element at angles around (cx, cy). */
const around = (count: number, cx: number, cy: number, draw: (x: number, y: number, angle: number) => string, radius: number) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    return draw(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), angle);
  }).join('');
const ribs = (x: number, y: number, width: number, height: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const lx = x + ((i + 1) * width) / (count + 1);
    return path(`M${lx} ${y} L${lx} ${y + height}`, 'none', thin);
  }).join('');

const DRAWINGS: Record<string, Drawing[]> = {
  freni: [
    (a) =>
      circle(400, 270, 200, STEEL) +
      circle(400, 270, 95, a) +
      circle(400, 270, 35, PAPER) +
      around(5, 400, 270, (x, y) => circle(x, y, 10, PAPER), 62) +
      around(12, 400, 270, (x, y) => circle(x, y, 7, DARK, thin), 150),
    (a) =>
      path('M170 170 Q400 110 630 170 L610 330 Q400 290 190 330 Z', a) +
      path('M200 200 Q400 150 600 200 L585 310 Q400 275 215 310 Z', DARK) +
      path('M170 360 Q400 320 630 360 L610 420 Q400 400 190 420 Z', STEEL),
    (a) =>
      path('M220 150 L560 150 Q640 150 640 230 L640 330 Q640 410 560 410 L220 410 Z', a) +
      circle(330, 280, 55, STEEL) +
      circle(480, 280, 55, STEEL) +
      rect(180, 200, 50, 160, DARK, 8),
  ],
  filtri: [
    (a) => rect(280, 140, 240, 300, a, 30) + rect(300, 100, 200, 50, STEEL, 10) + ribs(280, 180, 240, 220, 7) + circle(400, 125, 14, PAPER),
    (a) =>
      rect(150, 170, 500, 220, a, 16) +
      Array.from({ length: 16 }, (_, i) => path(`M${175 + i * 28} 190 L${189 + i * 28} 370 L${203 + i * 28} 190`, 'none', thin)).join(''),
    (a) => rect(200, 150, 400, 260, STEEL, 16) + rect(225, 175, 350, 210, a, 8) + ribs(225, 175, 350, 210, 11),
  ],
  accensione: [
    (a) =>
      rect(370, 80, 60, 70, STEEL, 8) +
      rect(340, 150, 120, 150, PAPER, 20) +
      path('M330 300 L470 300 L450 360 L350 360 Z', a) +
      rect(365, 360, 70, 90, DARK, 4) +
      path('M400 450 L400 485 L430 485'),
    (a) =>
      rect(300, 120, 200, 110, a, 16) + rect(350, 230, 100, 200, STEEL, 12) + rect(375, 430, 50, 50, DARK, 8) + circle(400, 175, 20, PAPER),
  ],
  sospensioni: [
    (a) => rect(350, 70, 100, 240, a, 14) + rect(375, 310, 50, 170, STEEL, 10) + circle(400, 70, 26, PAPER) + circle(400, 480, 26, PAPER),
    (a) =>
      path(Array.from({ length: 8 }, (_, i) => `${i === 0 ? 'M' : 'L'}${i % 2 === 0 ? 290 : 510} ${100 + i * 50}`).join(' '), 'none', {
        stroke: a,
        'stroke-width': 30,
      }) + path(Array.from({ length: 8 }, (_, i) => `${i === 0 ? 'M' : 'L'}${i % 2 === 0 ? 290 : 510} ${100 + i * 50}`).join(' ')),
    (a) =>
      circle(400, 270, 190, STEEL) +
      circle(400, 270, 120, a) +
      circle(400, 270, 60, PAPER) +
      around(10, 400, 270, (x, y) => circle(x, y, 18, PAPER, thin), 155),
  ],
  sterzo: [
    (a) => rect(120, 245, 380, 50, STEEL, 25) + circle(560, 270, 70, a) + circle(560, 270, 25, PAPER) + rect(545, 120, 30, 90, DARK, 10),
    (a) =>
      rect(100, 240, 600, 60, STEEL, 30) +
      rect(300, 200, 200, 140, a, 20) +
      path('M100 270 L60 270') +
      path('M700 270 L740 270') +
      rect(370, 120, 60, 80, DARK, 10),
  ],
  trasmissione: [
    (a) =>
      rect(220, 250, 360, 40, STEEL, 20) +
      path('M120 200 L220 230 L220 310 L120 340 Z', a) +
      path('M680 200 L580 230 L580 310 L680 340 Z', a) +
      ribs(230, 250, 340, 40, 3),
    (a) =>
      circle(400, 270, 200, a) +
      circle(400, 270, 150, STEEL) +
      circle(400, 270, 45, PAPER) +
      around(6, 400, 270, (x, y) => rect(x - 15, y - 25, 30, 50, DARK, 6, thin), 100),
  ],
  distribuzione: [
    (a) =>
      path('M220 160 A110 110 0 0 0 220 380 L580 380 A110 110 0 0 0 580 160 Z', 'none', { stroke: a, 'stroke-width': 24 }) +
      circle(220, 270, 80, STEEL) +
      circle(580, 270, 80, STEEL) +
      circle(220, 270, 20, PAPER) +
      circle(580, 270, 20, PAPER),
    (a) => circle(400, 270, 170, a) + circle(400, 270, 120, STEEL) + circle(400, 270, 40, PAPER) + rect(520, 380, 160, 50, DARK, 12),
    (a) =>
      path('M140 270 C140 130 660 130 660 270 C660 410 140 410 140 270 Z', 'none', { stroke: a, 'stroke-width': 30 }) +
      path('M170 270 C170 160 630 160 630 270 C630 380 170 380 170 270 Z', 'none', thin),
  ],
  raffreddamento: [
    (a) =>
      rect(140, 120, 520, 300, a, 10) +
      Array.from({ length: 12 }, (_, i) => path(`M160 ${145 + i * 23} L640 ${145 + i * 23}`, 'none', thin)).join('') +
      rect(160, 80, 60, 40, STEEL, 8),
    (a) =>
      circle(400, 270, 170, STEEL) +
      around(8, 400, 270, (x, y) => path(`M400 270 L${x} ${y}`, 'none', { stroke: a, 'stroke-width': 20 }), 130) +
      circle(400, 270, 40, a),
    (a) => rect(330, 200, 140, 160, a, 20) + path('M400 200 L400 110') + circle(400, 100, 24, STEEL) + rect(300, 360, 200, 30, STEEL, 8),
  ],
  climatizzazione: [
    (a) => rect(220, 170, 360, 220, a, 60) + circle(220, 280, 95, STEEL) + circle(220, 280, 30, PAPER) + ribs(300, 190, 260, 180, 6),
    (a) =>
      rect(130, 130, 540, 280, STEEL, 10) +
      Array.from({ length: 14 }, (_, i) => path(`M${160 + i * 36} 150 L${160 + i * 36} 390`, 'none', { ...thin, stroke: a })).join('') +
      rect(640, 170, 40, 200, a, 10),
  ],
  elettrico: [
    (a) =>
      circle(380, 270, 170, a) +
      circle(380, 270, 120, STEEL) +
      ribs(260, 150, 240, 240, 7) +
      circle(600, 270, 50, DARK) +
      circle(600, 270, 18, PAPER),
    (a) =>
      rect(200, 190, 300, 160, a, 40) +
      rect(500, 230, 140, 80, STEEL, 12) +
      rect(260, 130, 140, 60, DARK, 10) +
      circle(640, 270, 22, PAPER),
    (a) =>
      rect(250, 230, 200, 80, a, 14) +
      rect(450, 250, 200, 40, STEEL, 8) +
      path('M250 270 C180 270 180 150 120 150', 'none', { 'stroke-width': 10 }),
  ],
  batterie: [
    (a) =>
      rect(170, 170, 460, 280, a, 16) +
      rect(230, 120, 70, 50, STEEL, 6) +
      rect(500, 120, 70, 50, STEEL, 6) +
      path('M245 230 L285 230 M265 210 L265 250') +
      path('M515 230 L555 230'),
    (a) =>
      rect(120, 220, 560, 230, a, 16) +
      rect(170, 150, 100, 70, DARK, 8) +
      rect(530, 150, 100, 70, DARK, 8) +
      path('M200 300 L600 300', 'none', thin),
  ],
  illuminazione: [
    (a) =>
      circle(400, 220, 140, PAPER) +
      path('M340 340 L460 340 L450 420 L350 420 Z', STEEL) +
      rect(340, 420, 120, 60, DARK, 6) +
      path('M360 240 Q400 160 440 240', 'none', { stroke: a, 'stroke-width': 10 }),
    (a) =>
      path('M150 150 L650 200 L650 380 L150 400 Z', STEEL) +
      circle(300, 275, 85, a) +
      circle(300, 275, 35, PAPER) +
      rect(450, 230, 160, 90, PAPER, 14),
  ],
  tergicristalli: [
    (a) =>
      path('M90 330 Q400 200 710 330', 'none', { stroke: DARK, 'stroke-width': 22 }) +
      path('M90 350 Q400 220 710 350', 'none', { stroke: a, 'stroke-width': 12 }) +
      rect(370, 220, 60, 40, STEEL, 8),
    (a) =>
      path('M80 300 L720 300', 'none', { stroke: a, 'stroke-width': 26 }) +
      path('M80 320 L720 320', 'none', thin) +
      rect(360, 250, 80, 40, STEEL, 8),
  ],
  carrozzeria: [
    (a) =>
      path('M200 170 Q200 120 260 120 L560 140 Q620 145 620 200 L600 380 Q590 420 540 420 L260 420 Q200 420 200 360 Z', a) +
      path('M240 180 L570 190 L555 370 L250 370 Z', PAPER) +
      rect(120, 240, 80, 80, STEEL, 10),
    (a) => rect(120, 250, 340, 40, a, 20) + rect(460, 260, 230, 20, STEEL, 10) + circle(110, 270, 24, DARK) + circle(700, 270, 24, DARK),
  ],
  scarico: [
    (a) => rect(220, 180, 380, 180, a, 90) + rect(80, 250, 140, 40, STEEL, 10) + rect(600, 250, 140, 40, STEEL, 10),
    (a) =>
      path('M200 200 L600 200 L660 270 L600 340 L200 340 L140 270 Z', a) +
      rect(40, 250, 100, 40, STEEL, 10) +
      rect(660, 250, 100, 40, STEEL, 10) +
      ribs(220, 220, 360, 100, 5),
  ],
  motore: [
    (a) =>
      rect(130, 160, 540, 220, a, 30) +
      [230, 340, 460, 570].map((x) => circle(x, 270, 48, PAPER)).join('') +
      [180, 620].map((x) => circle(x, 200, 10, PAPER, thin)).join(''),
    (a) => circle(330, 270, 150, a) + circle(330, 270, 60, STEEL) + path('M330 120 L560 120 L560 200 L460 200'),
    (a) => rect(370, 90, 60, 120, STEEL, 10) + rect(355, 210, 90, 200, a, 20) + path('M385 410 L415 410 L400 470 Z', DARK),
  ],
  lubrificanti: [
    (a) => path('M290 150 L470 150 L510 200 L510 450 L290 450 Z', a) + rect(330, 100, 80, 50, DARK, 8) + rect(320, 260, 160, 110, PAPER, 8),
    (a) =>
      path('M220 180 L560 180 L580 450 L200 450 Z', a) +
      rect(470, 120, 70, 60, DARK, 8) +
      path('M260 180 L260 130 L400 130 L400 180') +
      rect(260, 260, 260, 120, PAPER, 8),
  ],
  pneumatici: [
    (a) =>
      circle(400, 270, 220, TYRE) +
      circle(400, 270, 130, STEEL) +
      circle(400, 270, 40, a) +
      around(5, 400, 270, (x, y) => circle(x, y, 10, PAPER), 85),
    (a) =>
      rect(260, 60, 280, 460, DARK, 60) +
      Array.from({ length: 9 }, (_, i) =>
        path(`M280 ${100 + i * 45} L400 ${125 + i * 45} L520 ${100 + i * 45}`, 'none', { stroke: a, 'stroke-width': 10 }),
      ).join(''),
  ],
  accessori: [
    (a) =>
      circle(400, 270, 200, 'none', { stroke: DARK, 'stroke-width': 40 }) +
      around(
        12,
        400,
        270,
        (x, y, angle) => rect(x - 16, y - 9, 32, 18, a, 9, { transform: `rotate(${(angle * 180) / Math.PI + 90} ${x} ${y})` }),
        200,
      ) +
      path('M260 130 L540 410 M540 130 L260 410', 'none', { stroke: a, 'stroke-width': 10 }),
    (a) =>
      path('M120 330 Q150 200 400 190 Q650 200 680 330 Z', a) +
      rect(100, 330, 600, 30, STEEL, 10) +
      path('M200 360 L200 420 M600 360 L600 420'),
  ],
  varie: [
    (a) =>
      rect(200, 190, 400, 250, a, 14) +
      path('M200 190 L260 120 L660 120 L600 190') +
      path('M600 440 L660 370 L660 120') +
      rect(330, 260, 140, 60, PAPER, 8),
    (a) =>
      circle(400, 270, 170, STEEL) +
      around(6, 400, 270, (x, y) => circle(x, y, 30, a), 170) +
      circle(400, 270, 70, a) +
      circle(400, 270, 30, PAPER),
  ],
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(title: string, group: string, body: string): string {
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DEMO_IMAGE_WIDTH} ${DEMO_IMAGE_HEIGHT}" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" role="img">
<title>${escapeXml(label)}</title>
<rect width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" fill="${PAPER}"/>
${body}
<text x="400" y="548" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="600" fill="${INK}">${escapeXml(label)}</text>
<text x="400" y="584" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="${DARK}">${escapeXml(group)} · immagine dimostrativa</text>
</svg>
`;
}

/** One accent per group, so the groups tell apart at a glance. */
const ACCENTS = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#8b5cf6', '#14b8a6', '#f97316', '#0ea5e9', '#84cc16', '#ec4899'];

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(join(OUT, file));
let written = 0;
Object.entries(DEMO_IMAGES).forEach(([, { slug, views }], index) => {
  const drawings = DRAWINGS[slug];
  if (!drawings || drawings.length < views.length) throw new Error(`No drawings for every view of ${slug}`);
  const accent = ACCENTS[index % ACCENTS.length] ?? '#f59e0b';
  const group = slug.charAt(0).toUpperCase() + slug.slice(1);
  views.forEach((view, n) => {
    const draw = drawings[n];
    if (!draw) throw new Error(`No drawing ${n + 1} for ${slug}`);
    writeFileSync(join(OUT, `${slug}-${n + 1}.svg`), svg(view, group, draw(accent)));
    written++;
  });
});
console.log(`${written} demo pictures written to ${OUT}`);
