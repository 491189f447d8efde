import { isKeyQualifier } from './needs.ts';

/** Qualifiers that say where a part goes besides its axle: side and place ("sinistro", "lato cambio", "superiore"). */
const PLACE =
  /^(lato|sinistr[oa]|destr[oa]|centrale|anteriore|posteriore|superiore|inferiore|esterno|interno|a monte|a valle|portellone|cofano)\b/;

/** A criterion two products do not share: its name and each product's qualifier ('—' when it has none there). */
export interface CriterionDifference {
  criterion: string;
  a: string;
  b: string;
}

/**
 * What an alternative or a substitute must share with its product (issue 47): issue 30's key criteria (the axle and
 * every measure: diameter, thickness, thread…) and where the part goes (a left headlamp is no alternative to a right
 * one). A description's qualifiers come one per qualifier list of its part item, in the tree's order (parts.ts), so
 * they are compared slot by slot; a slot whose qualifiers are features (vented, with wear contact, material) may
 * differ, as between brands.
 */
export function criteriaDifferences(a: string, b: string): CriterionDifference[] {
  const qa = qualifiers(a);
  const qb = qualifiers(b);
  const differences: CriterionDifference[] = [];
  for (let slot = 0; slot < Math.max(qa.length, qb.length); slot++) {
    const [x, y] = [qa[slot], qb[slot]];
    if (x === y || !(matters(x) || matters(y))) continue;
    differences.push({ criterion: criterionName(matters(x) ? x : y), a: x ?? '—', b: y ?? '—' });
  }
  return differences;
}

/** The criteria of `criteriaDifferences`, as a key: products of one part item with the same key share them all. */
export function fittingKey(description: string): string {
  return qualifiers(description)
    .flatMap((q, slot) => (matters(q) ? [`${slot}=${q}`] : []))
    .join('|');
}

const qualifiers = (description: string) => description.split(', ').slice(1);
const matters = (qualifier: string | undefined) => qualifier !== undefined && (isKeyQualifier(qualifier) || PLACE.test(qualifier));

/** A measure by its shape ("Ø … mm"), the axle as "asse", a side or place as "posizione". */
function criterionName(qualifier: string | undefined = ''): string {
  if (qualifier.startsWith('asse ')) return 'asse';
  return /\d/.test(qualifier) ? qualifier.replace(/\d+(?:,\d+)?/g, '…') : 'posizione';
}
