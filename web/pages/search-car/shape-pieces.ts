import type { SVGProps } from 'react';
import type { ShapeKind } from './drawing-shapes.tsx';

/** One SVG element of a shape: its tag and its attributes. */
type Piece = readonly ['circle' | 'rect' | 'path' | 'line', SVGProps<SVGElement>];

/** A shape: its pieces in drawing order, turned as a whole when `transform` says so. */
interface ShapeDrawing {
  transform?: string;
  pieces: readonly Piece[];
}

const LINE = 'stroke-slate-700';
const LIGHT = 'fill-slate-200';
const MID = 'fill-slate-400';
const DARK = 'fill-slate-600';

/** A filled piece with the shape's dark outline. */
const outlined = (fill: string) => ({ strokeWidth: 2, className: `${fill} ${LINE}` });
/** A bare line in the outline's colour. */
const outline = { fill: 'none', strokeWidth: 2, className: LINE };

const deg = (a: number) => (a * Math.PI) / 180;

/** The plug's body, shared by the spark plug and the glow plug; only their tips differ. */
const plugBody: Piece[] = [
  ['rect', { x: -40, y: -7, width: 26, height: 14, rx: 3, ...outlined('fill-white') }],
  ['path', { d: 'M-14 -12 H6 V12 H-14 Z', ...outlined(MID) }],
  ['rect', { x: 6, y: -5, width: 24, height: 10, ...outlined(LIGHT) }],
];

/**
 * The parts' outlines (issue 30), each in a 100 × 80 box centred on 0,0: a disc with its bolt holes, a belt around
 * two pulleys, and so on; `part` is any part without a shape of its own.
 */
export const SHAPES: Record<ShapeKind, ShapeDrawing> = {
  disc: {
    pieces: [
      ['circle', { r: 38, ...outlined(LIGHT) }],
      ['circle', { r: 24, ...outlined('fill-white') }],
      ['circle', { r: 12, ...outlined(MID) }],
      ...[0, 72, 144, 216, 288].map((a): Piece => [
        'circle',
        { cx: 18 * Math.cos(deg(a)), cy: 18 * Math.sin(deg(a)), r: 2.5, className: DARK },
      ]),
    ],
  },
  pad: {
    pieces: [
      ['path', { d: 'M-44 -18 Q0 -34 44 -18 L40 14 Q0 0 -40 14 Z', ...outlined(MID) }],
      ['path', { d: 'M-38 -10 Q0 -24 38 -10 L35 10 Q0 -2 -35 10 Z', className: DARK }],
    ],
  },
  shoe: {
    pieces: [
      ['path', { d: 'M-40 20 A44 44 0 0 1 40 20 L30 24 A34 34 0 0 0 -30 24 Z', ...outlined(MID) }],
      ['path', { d: 'M-34 12 A38 38 0 0 1 34 12 L28 16 A32 32 0 0 0 -28 16 Z', className: DARK }],
      ['path', { d: 'M-30 26 Q0 36 30 26', fill: 'none', strokeWidth: 2, className: 'stroke-slate-500', strokeDasharray: '4 3' }],
    ],
  },
  caliper: {
    pieces: [
      ['path', { d: 'M-40 -30 H30 Q44 -30 44 -16 V16 Q44 30 30 30 H-40 V14 H20 V-14 H-40 Z', ...outlined(MID) }],
      ['circle', { cx: -20, cy: -22, r: 5, className: DARK }],
      ['circle', { cx: -20, cy: 22, r: 5, className: DARK }],
    ],
  },
  sensor: {
    pieces: [
      ['path', { d: 'M-44 10 C-20 -30 10 40 34 -6', ...outline }],
      ['rect', { x: 30, y: -16, width: 16, height: 18, rx: 3, ...outlined(DARK) }],
      ['rect', { x: -50, y: 4, width: 12, height: 12, rx: 2, ...outlined(MID) }],
    ],
  },
  filter: {
    pieces: [
      ['rect', { x: -26, y: -34, width: 52, height: 62, rx: 8, ...outlined(LIGHT) }],
      ...[-18, -9, 0, 9, 18].map((x): Piece => ['line', { x1: x, y1: -26, x2: x, y2: 20, strokeWidth: 2, className: 'stroke-slate-400' }]),
      ['rect', { x: -16, y: 28, width: 32, height: 8, rx: 2, ...outlined(DARK) }],
    ],
  },
  belt: {
    pieces: [
      ['rect', { x: -46, y: -30, width: 92, height: 60, rx: 30, fill: 'none', strokeWidth: 8, className: 'stroke-slate-600' }],
      [
        'rect',
        {
          x: -46,
          y: -30,
          width: 92,
          height: 60,
          rx: 30,
          fill: 'none',
          strokeWidth: 2,
          strokeDasharray: '3 4',
          className: 'stroke-slate-300',
        },
      ],
      ['circle', { cx: -20, cy: 0, r: 14, ...outlined(LIGHT) }],
      ['circle', { cx: 22, cy: 0, r: 10, ...outlined(LIGHT) }],
    ],
  },
  chain: {
    pieces: [
      [
        'rect',
        {
          x: -44,
          y: -28,
          width: 88,
          height: 56,
          rx: 28,
          fill: 'none',
          strokeWidth: 3,
          strokeDasharray: '7 3',
          className: 'stroke-slate-700',
        },
      ],
      [
        'rect',
        {
          x: -40,
          y: -24,
          width: 80,
          height: 48,
          rx: 24,
          fill: 'none',
          strokeWidth: 2,
          strokeDasharray: '7 3',
          className: 'stroke-slate-400',
        },
      ],
      ['circle', { cx: -18, cy: 0, r: 13, ...outlined(LIGHT) }],
      ['circle', { cx: 22, cy: 0, r: 9, ...outlined(LIGHT) }],
    ],
  },
  tensioner: {
    pieces: [
      ['path', { d: 'M-36 20 L10 -10', strokeWidth: 12, strokeLinecap: 'round', className: 'stroke-slate-500' }],
      ['circle', { cx: -36, cy: 20, r: 7, ...outlined(DARK) }],
      ['circle', { cx: 14, cy: -12, r: 24, ...outlined(LIGHT) }],
      ['circle', { cx: 14, cy: -12, r: 7, ...outlined(MID) }],
      ['path', { d: 'M-20 34 l8 -8 l4 8 l8 -8 l4 8', ...outline }],
    ],
  },
  hose: {
    pieces: [
      [
        'path',
        { d: 'M-36 -14 C-10 -40 10 40 36 14', fill: 'none', strokeWidth: 10, strokeLinecap: 'round', className: 'stroke-slate-500' },
      ],
      ['rect', { x: -48, y: -22, width: 14, height: 16, rx: 2, ...outlined(MID) }],
      ['rect', { x: 34, y: 6, width: 14, height: 16, rx: 2, ...outlined(MID) }],
    ],
  },
  cable: {
    pieces: [
      ['path', { d: 'M-46 -20 C-10 -20 -10 24 30 24', fill: 'none', strokeWidth: 5, className: 'stroke-slate-600' }],
      ['path', { d: 'M30 24 H46', strokeWidth: 2, className: 'stroke-slate-700' }],
      ['circle', { cx: 46, cy: 24, r: 4, ...outlined(DARK) }],
      ['rect', { x: -50, y: -26, width: 10, height: 12, rx: 2, ...outlined(MID) }],
    ],
  },
  pulley: {
    pieces: [
      ['circle', { r: 30, ...outlined(LIGHT) }],
      ['circle', { r: 22, ...outline }],
      ['circle', { r: 8, ...outlined(DARK) }],
    ],
  },
  bulb: {
    pieces: [
      ['circle', { cy: -10, r: 22, ...outlined('fill-yellow-100') }],
      ['path', { d: 'M-6 -10 L0 -2 L6 -10', fill: 'none', strokeWidth: 2, className: 'stroke-amber-600' }],
      ['rect', { x: -12, y: 12, width: 24, height: 22, rx: 2, ...outlined(MID) }],
    ],
  },
  lamp: {
    pieces: [
      ['path', { d: 'M-46 -24 H30 Q46 -24 46 0 Q46 24 30 24 H-46 Z', ...outlined(LIGHT) }],
      ['circle', { cx: 14, cy: 0, r: 14, ...outlined('fill-yellow-100') }],
    ],
  },
  shock: {
    transform: 'rotate(-30)',
    pieces: [
      ['rect', { x: -8, y: -40, width: 16, height: 40, rx: 3, ...outlined(LIGHT) }],
      ['rect', { x: -12, y: -4, width: 24, height: 40, rx: 4, ...outlined(MID) }],
      ['circle', { cy: -40, r: 6, ...outlined('fill-white') }],
      ['circle', { cy: 38, r: 6, ...outlined('fill-white') }],
    ],
  },
  spring: {
    pieces: [['path', { d: 'M-40 0 l8 -20 l10 40 l10 -40 l10 40 l10 -40 l10 40 l10 -40 l8 20', ...outline }]],
  },
  spark: {
    transform: 'rotate(-90)',
    pieces: [...plugBody, ['path', { d: 'M30 -5 V-9 H38 V0', ...outline }]],
  },
  glow: {
    transform: 'rotate(-90)',
    pieces: [...plugBody, ['rect', { x: 30, y: -2.5, width: 14, height: 5, rx: 2, ...outlined('fill-orange-300') }]],
  },
  battery: {
    pieces: [
      ['rect', { x: -44, y: -24, width: 88, height: 54, rx: 4, ...outlined(DARK) }],
      ['rect', { x: -32, y: -32, width: 12, height: 8, ...outlined('fill-red-500') }],
      ['rect', { x: 20, y: -32, width: 12, height: 8, ...outlined(LIGHT) }],
      ['rect', { x: -30, y: -12, width: 60, height: 14, rx: 2, className: LIGHT }],
    ],
  },
  wiper: {
    transform: 'rotate(-12)',
    pieces: [
      ['rect', { x: -48, y: -4, width: 96, height: 8, rx: 3, ...outlined(DARK) }],
      ['line', { x1: -46, y1: 8, x2: 46, y2: 8, strokeWidth: 3, className: 'stroke-slate-900' }],
      ['rect', { x: -8, y: -12, width: 16, height: 10, rx: 2, ...outlined(MID) }],
    ],
  },
  clutch: {
    pieces: [
      ['circle', { r: 38, ...outlined(MID) }],
      ['circle', { r: 30, ...outlined('fill-amber-100') }],
      ['circle', { r: 12, ...outlined(DARK) }],
      ...[0, 60, 120, 180, 240, 300].map((a): Piece => [
        'rect',
        { x: 14, y: -3, width: 12, height: 6, transform: `rotate(${a})`, className: DARK },
      ]),
    ],
  },
  radiator: {
    pieces: [
      ['rect', { x: -46, y: -30, width: 92, height: 60, rx: 3, ...outlined(LIGHT) }],
      ...[-36, -24, -12, 0, 12, 24, 36].map((x): Piece => [
        'line',
        { x1: x, y1: -26, x2: x, y2: 26, strokeWidth: 2, className: 'stroke-slate-500' },
      ]),
    ],
  },
  coil: {
    pieces: [
      ['rect', { x: -10, y: -38, width: 20, height: 60, rx: 4, ...outlined(DARK) }],
      ['rect', { x: -22, y: -40, width: 44, height: 16, rx: 3, ...outlined(MID) }],
    ],
  },
  part: {
    pieces: [
      ['path', { d: 'M-30 -20 L0 -34 L30 -20 V20 L0 34 L-30 20 Z', ...outlined(LIGHT) }],
      ['circle', { r: 10, ...outlined(MID) }],
    ],
  },
};
