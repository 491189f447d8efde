import type { PortImpls } from '../../ports/index.ts';
import { wholeNumber, type Params, type ResultPages, type Statements } from './query.ts';

type Impl = PortImpls['configurators']['roofBoxes'];
type Field = 'capacity' | 'color' | 'doubleOpening' | 'fixingType';
type Filters = Partial<Record<Field, string | undefined>>;

const COLUMN: Record<Field, string> = { capacity: 'capacity', color: 'color', doubleOpening: 'double_opening', fixingType: 'fixing_type' };
const FIELDS = Object.keys(COLUMN) as Field[];

/** A capacity as the list gives it ('400 l') or as a number; -1 (no box) when it is neither. */
function litres(text: string): number {
  return wholeNumber(text.replace(/\s*l$/i, '')) ?? -1;
}

/**
 * Roof boxes (bauli-per-auto): capacity ('400 l'), colour, double opening ('Sì'/'No') and fixing type; each list
 * answers its field's values among the boxes the OTHER filters select (SPEC §4).
 */
export function roofBoxes(statements: Statements, pages: ResultPages): Impl {
  const where = (filters: Filters, except?: Field): { where: string; params: Params } => {
    const parts = ['1'];
    const params: Params = {};
    for (const field of FIELDS) {
      const value = filters[field];
      if (value === undefined || field === except) continue;
      parts.push(`${COLUMN[field]} = @${field}`);
      params[field] = field === 'capacity' ? litres(value) : value;
    }
    return { where: parts.join(' AND '), params };
  };
  const list = (field: Field) => async (filters: Filters) => {
    const { where: condition, params } = where(filters, field);
    const values = statements.values(`SELECT DISTINCT ${COLUMN[field]} FROM roof_boxes WHERE ${condition}`, params);
    return field === 'capacity' ? values.map((v) => `${v} l`) : values;
  };
  return {
    capacities: list('capacity'),
    colors: list('color'),
    doubleOpenings: list('doubleOpening'),
    fixingTypes: list('fixingType'),
    results: async ({ page, pageSize, ...filters }) => {
      const { where: condition, params } = where(filters);
      return pages.page(`SELECT product_id, capacity FROM roof_boxes WHERE ${condition}`, 'capacity, product_id', params, {
        page,
        pageSize,
      });
    },
  };
}
