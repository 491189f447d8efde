/**
 * THE customer's net price, as one SQL expression, so the pricing port, the catalogue's price sort and the carts'
 * line prices can never disagree. In integer cents, each step rounded half up:
 *   net    = products.net_cents less the customer's extra discount on the product's brand (customer_brand_discounts),
 *            else their extra discount on every brand (customer_conditions), else none;
 *   urgent = net plus the customer's urgent surcharge (customer_conditions), for a line ordered urgent (fgurgente S).
 * - `product`: the alias of the products row;
 * - `customer`: an SQL expression of the customer id: a column (`c.customer_id`) or a named parameter (`@customerId`);
 *   NULL (a visitor) gives products.net_cents;
 * - `urgent`, when given: an SQL condition that makes the line urgent (`i.fgurgente = 'S'`, or `1` for always).
 * The subqueries' aliases are prefixed `cnp_` so they never hide a caller's alias (`c.customer_id` would otherwise
 * be read as the subquery's own column).
 */
export function customerNetCentsSql(product: string, customer: string, urgent?: string): string {
  const terms = (column: string) => `(SELECT cnp_t.${column} FROM customer_conditions cnp_t WHERE cnp_t.customer_id = ${customer})`;
  const brand = `(SELECT cnp_b.extra_discount_bp FROM customer_brand_discounts cnp_b
    WHERE cnp_b.customer_id = ${customer} AND cnp_b.brand_id = ${product}.brand_id)`;
  const net = `((${product}.net_cents * (10000 - coalesce(${brand}, ${terms('extra_discount_bp')}, 0)) + 5000) / 10000)`;
  if (urgent === undefined) return net;
  return `(${net} + CASE WHEN ${urgent} THEN (${net} * coalesce(${terms('urgent_surcharge_bp')}, 0) + 5000) / 10000 ELSE 0 END)`;
}
