import type { PortImpls } from '../../ports/index.ts';
import type { Params, ResultPages, Statements } from './query.ts';

type Impl = PortImpls['configurators']['oils'];
type Field = 'type' | 'gradation' | 'format' | 'brand' | 'specs' | 'oemBrand' | 'oemCertify';
type Filters = Partial<Record<Field, string | undefined>>;

/** A filter as a condition on the oil `o` (its own columns, or its specifications and approvals). */
const CONDITION: Record<Field, string> = {
  type: 'o.type = @type',
  gradation: 'o.gradation = @gradation',
  format: 'o.format = @format',
  brand: 'o.brand = @brand',
  specs: 'EXISTS (SELECT 1 FROM oil_specs s WHERE s.product_id = o.product_id AND s.spec = @specs)',
  // A maker and an approval together mean one approval of that maker.
  oemBrand: `EXISTS (SELECT 1 FROM oil_approvals a WHERE a.product_id = o.product_id AND a.oem_brand = @oemBrand
    AND (@oemCertify IS NULL OR a.approval = @oemCertify))`,
  oemCertify: 'EXISTS (SELECT 1 FROM oil_approvals a WHERE a.product_id = o.product_id AND a.approval = @oemCertify)',
};

/** Where each list's values come from: a column of the oil, or of its joined specification or approval `x`. */
const SOURCE: Record<Field, { column: string; join?: string }> = {
  type: { column: 'o.type' },
  gradation: { column: 'o.gradation' },
  format: { column: 'o.format' },
  brand: { column: 'o.brand' },
  specs: { column: 'x.spec', join: 'JOIN oil_specs x ON x.product_id = o.product_id' },
  oemBrand: {
    column: 'x.oem_brand',
    join: 'JOIN oil_approvals x ON x.product_id = o.product_id AND (@oemCertify IS NULL OR x.approval = @oemCertify)',
  },
  oemCertify: {
    column: 'x.approval',
    join: 'JOIN oil_approvals x ON x.product_id = o.product_id AND (@oemBrand IS NULL OR x.oem_brand = @oemBrand)',
  },
};

const FIELDS = Object.keys(CONDITION) as Field[];

/**
 * Lubricating oils (oli-lubrificanti): every list answers the values of its field among the oils every OTHER filter
 * selects (SPEC §4: each field refilters the others), so a chosen value never hides its alternatives.
 */
export function oils(statements: Statements, pages: ResultPages): Impl {
  const where = (filters: Filters, except?: Field): { where: string; params: Params } => {
    const params: Params = { oemBrand: filters.oemBrand ?? null, oemCertify: filters.oemCertify ?? null };
    const parts = ['1'];
    for (const field of FIELDS) {
      const value = filters[field];
      if (value === undefined || field === except) continue;
      // The approval of a chosen maker is checked with the maker's condition.
      if (field === 'oemCertify' && filters.oemBrand !== undefined && except !== 'oemBrand') continue;
      parts.push(CONDITION[field]);
      params[field] = value;
    }
    return { where: parts.join(' AND '), params };
  };
  const list = (field: Field) => async (filters: Filters) => {
    const { column, join = '' } = SOURCE[field];
    const { where: condition, params } = where(filters, field);
    const sql = `SELECT DISTINCT ${column} FROM oils o ${join} WHERE ${condition}`;
    // The format list follows the litres ('1 l' before '20 l'), which the collation also does.
    return statements.values(sql, params);
  };
  return {
    types: list('type'),
    gradations: list('gradation'),
    formats: list('format'),
    brands: list('brand'),
    specs: list('specs'),
    oemBrands: list('oemBrand'),
    oemCertifies: list('oemCertify'),
    results: async ({ page, pageSize, ...filters }) => {
      const { where: condition, params } = where(filters);
      const select = `SELECT o.product_id, o.brand, o.gradation, o.litres FROM oils o WHERE ${condition}`;
      const found = pages.page(select, 'brand, gradation, litres, product_id', params, { page, pageSize });
      const litres = new Map(
        statements
          .get<{ id: number; litres: number }>(
            'SELECT product_id AS id, litres FROM oils WHERE product_id IN (SELECT value FROM json_each(@ids))',
          )
          .all({ ids: JSON.stringify(found.rows.map((row) => row.id)) })
          .map((row) => [row.id, row.litres]),
      );
      return {
        ...found,
        rows: found.rows.flatMap((row) => {
          const held = litres.get(row.id);
          return held === undefined ? [] : [{ ...row, litres: held }];
        }),
      };
    },
  };
}
