import { createElement } from 'react';
import { SHAPES } from './shape-pieces.ts';

/**
 * The shapes of a parts drawing (issue 30): each part a recognisable outline in a 100 × 80 box centred on 0,0,
 * chosen by the part item's name. Pure SVG, the same on the server and in the browser.
 */
export type ShapeKind =
  | 'disc'
  | 'pad'
  | 'shoe'
  | 'caliper'
  | 'sensor'
  | 'filter'
  | 'belt'
  | 'chain'
  | 'tensioner'
  | 'hose'
  | 'cable'
  | 'pulley'
  | 'bulb'
  | 'lamp'
  | 'shock'
  | 'spring'
  | 'spark'
  | 'glow'
  | 'battery'
  | 'wiper'
  | 'clutch'
  | 'radiator'
  | 'coil'
  | 'part';

const RULES: Array<readonly [RegExp, ShapeKind]> = [
  // A pad wear contact names the pads: the sensor rule comes first.
  [/contatto|sensore|sonda/i, 'sensor'],
  [/ganasce/i, 'shoe'],
  [/pastiglie/i, 'pad'],
  [/disco freno|tamburo|volano/i, 'disc'],
  [/cavo/i, 'cable'],
  [/frizione/i, 'clutch'],
  [/pinza|cilindretto|pompa freno/i, 'caliper'],
  [/tubo flessibile|manicotto/i, 'hose'],
  [/filtro/i, 'filter'],
  [/tenditore/i, 'tensioner'],
  [/catena/i, 'chain'],
  [/cinghia|distribuzione/i, 'belt'],
  [/puleggia|pompa acqua|pompa idraulica|alternatore|cuscinetto|mozzo/i, 'pulley'],
  [/lampadina/i, 'bulb'],
  [/faro|fanale|fendinebbia/i, 'lamp'],
  [/ammortizzatore|molla a gas/i, 'shock'],
  [/molla/i, 'spring'],
  [/candeletta/i, 'glow'],
  [/candela/i, 'spark'],
  [/batteria/i, 'battery'],
  [/spazzola|tergi/i, 'wiper'],
  [/radiatore|condensatore|termostato|elettroventola/i, 'radiator'],
  [/bobina/i, 'coil'],
];

export const shapeOf = (name: string): ShapeKind => RULES.find(([rule]) => rule.test(name))?.[1] ?? 'part';

/** A part's outline, drawn from its pieces (./shape-pieces.ts). */
export function PartShape({ kind }: { kind: ShapeKind }) {
  const { transform, pieces } = SHAPES[kind];
  return (
    <g data-shape={kind} transform={transform}>
      {pieces.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </g>
  );
}
