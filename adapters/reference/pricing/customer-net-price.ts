/**
 * THE customer's net price, as one SQL expression, so the pricing port, the catalogue's price sort and the carts'
 * line prices can never disagree. In integer cents, each step rounded half up:
 *   net    = products.net_cents less the customer's extra discount on the product's brand (customer_brand_discounts),
 *            else their extra discount on every brand (customer_conditions), else none;
 *   urgent = net plus the customer's urgent surcharge (customer_conditions), for a line ordered urgent (fgurgente S).
 * `product` is the alias of the products row; `customer` an SQL expression of the customer id (a column such as
 * `c.customer_id`, or a named parameter such as `@customerId`; NULL, for a visitor, gives products.net_cents);
 * `urgent`, when given, an SQL condition that makes the line urgent (`i.fgurgente = 'S'`, or `1` for always).
 */
export function customerNetCentsSql(product: string, customer: string, urgent?: string): string {
  const discount = `coalesce(
      (SELECT d.extra_discount_bp FROM customer_brand_discounts d WHERE d.customer_id = ${customer} AND d.brand_id = ${product}.brand_id),
      (SELECT c.extra_discount_bp FROM customer_conditions c WHERE c.customer_id = ${customer}), 0)`;
  const net = `((${product}.net_cents * (10000 - ${discount}) + 5000) / 10000)`;
  if (urgent === undefined) return net;
  const surcharge = `coalesce((SELECT c.urgent_surcharge_bp FROM customer_conditions c WHERE c.customer_id = ${customer}), 0)`;
  return `(${net} + CASE WHEN ${urgent} THEN (${net} * ${surcharge} + 5000) / 10000 ELSE 0 END)`;
}
