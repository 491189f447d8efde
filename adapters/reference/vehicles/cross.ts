import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { CROSS_LIMIT, type CrossProduct, type CrossReply } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

interface Params {
  list: string;
  code: string;
  limit: number;
}

/** The products carrying a maker's original number: the maker by its list code, the number by oe_codes_code_norm. */
const CARRIERS = `SELECT DISTINCT po.product_id AS id FROM makers mk
  JOIN oe_codes o ON o.code_norm = @code AND o.maker_id = mk.id
  JOIN product_oe_codes po ON po.oe_code_id = o.id
  WHERE mk.price_list_code = @list`;
/** Their equivalents (cross_references by its primary key) that do not carry the number themselves. */
const OTHERS = `SELECT DISTINCT c.other_product_id AS id FROM (${CARRIERS}) carrier
  JOIN cross_references c ON c.product_id = carrier.id
  WHERE c.other_product_id NOT IN (${CARRIERS})`;

const listed = (ids: string) => `SELECT p.id AS productId, b.name AS brand, b.price_list_code AS priceListCode, p.code,
    p.description
  FROM (${ids}) hit JOIN products p ON p.id = hit.id JOIN brands b ON b.id = p.brand_id
  ORDER BY b.name, p.code_norm, p.id LIMIT @limit`;
const counted = (ids: string) => `SELECT count(*) FROM (${ids})`;

/** A maker's original number and the products of the brands' lists it leads to. */
export class OeCross {
  private readonly carriers: { list: Statement<[Params], CrossProduct>; count: Statement<[Params], number> };
  private readonly others: { list: Statement<[Params], CrossProduct>; count: Statement<[Params], number> };

  constructor(db: Database) {
    const pair = (ids: string) => ({
      list: db.prepare<[Params], CrossProduct>(listed(ids)),
      count: db.prepare<[Params], number>(counted(ids)).pluck(),
    });
    this.carriers = pair(CARRIERS);
    this.others = pair(OTHERS);
  }

  cross(input: Input<'cross'>): CrossReply {
    return this.reply(this.carriers, input);
  }

  otherCross(input: Input<'otherCross'>): CrossReply {
    return this.reply(this.others, input);
  }

  private reply(part: { list: Statement<[Params], CrossProduct>; count: Statement<[Params], number> }, input: Input<'cross'>): CrossReply {
    const code = normaliseCode(input.oeCode);
    if (code === '') return { count: 0, products: [] };
    const params = { list: input.priceListCode, code, limit: CROSS_LIMIT };
    const products = part.list.all(params);
    const count = products.length < CROSS_LIMIT ? products.length : (part.count.get(params) ?? 0);
    return { count, products };
  }
}
