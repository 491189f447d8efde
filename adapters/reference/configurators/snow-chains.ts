import type { PortImpls } from '../../ports/index.ts';
import { wholeNumber, type Params, type ResultPages, type Statements } from './query.ts';

type Impl = PortImpls['configurators']['snowChains'];

interface Size {
  width: string;
  ratio?: string | undefined;
  diameter?: string | undefined;
  typology?: string | undefined;
}

/**
 * Snow chains (catene-da-neve) by the tyre size they fit (snow_chain_sizes, migration 5): width, ratio, diameter,
 * typology. Sizes travel as text ('205'); one that is not a whole number matches nothing.
 */
export function snowChains(statements: Statements, pages: ResultPages): Impl {
  const where = (size: Partial<Size>): { where: string; params: Params } => {
    const parts = ['1'];
    const params: Params = {};
    for (const key of ['width', 'ratio', 'diameter'] as const) {
      const text = size[key];
      if (text === undefined) continue;
      parts.push(`s.${key} = @${key}`);
      params[key] = wholeNumber(text) ?? -1;
    }
    if (size.typology !== undefined) {
      parts.push('c.typology = @typology');
      params.typology = size.typology;
    }
    return { where: parts.join(' AND '), params };
  };
  const from = 'FROM snow_chain_sizes s JOIN snow_chains c ON c.product_id = s.product_id';
  const list = (column: string, size: Partial<Size>) => {
    const { where: condition, params } = where(size);
    return statements.values(`SELECT DISTINCT ${column} ${from} WHERE ${condition}`, params);
  };
  return {
    widths: async () => list('s.width', {}),
    ratios: async ({ width }) => list('s.ratio', { width }),
    diameters: async ({ width, ratio }) => list('s.diameter', { width, ratio }),
    typologies: async (size) => list('c.typology', size),
    results: async ({ page, pageSize, ...size }) => {
      const { where: condition, params } = where(size);
      const select = `SELECT DISTINCT s.product_id, c.typology ${from} WHERE ${condition}`;
      return pages.page(select, 'typology, product_id', params, { page, pageSize });
    },
  };
}
