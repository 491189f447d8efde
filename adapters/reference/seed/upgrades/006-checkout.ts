import { DEMO_ACCOUNTS } from '../customers.ts';
import type { DataUpgrade } from './index.ts';

/**
 * Version 6: the payment terms customers agreed with the distributor, as Italian B2B customers usually pay (Ri.Ba.,
 * bank transfer). The demo customer pays on Ri.Ba. 60; the other demo customer has no terms (card or wallet), so both
 * ways of paying can be tried; of the rest, about four in five have terms.
 */
export const checkoutData: DataUpgrade = {
  version: 6,
  name: 'checkout',
  tables: ['customer_payment_terms'],
  apply(db, { rng }) {
    const customers = db.prepare<[], { id: number; username: string | null }>(
      `SELECT c.id, (SELECT min(u.username) FROM users u WHERE u.customer_id = c.id) AS username FROM customers c ORDER BY c.id`,
    );
    const insert = db.prepare('INSERT OR IGNORE INTO customer_payment_terms (customer_id, terms_code) VALUES (?, ?)');
    for (const customer of customers.all()) {
      if (customer.username === DEMO_ACCOUNTS.otherCustomer.username) continue;
      if (customer.username === DEMO_ACCOUNTS.customer.username) insert.run(customer.id, 'RB60');
      else if (rng.chance(0.8)) insert.run(customer.id, rng.pick(['RB60', 'RB30', 'BB30']));
    }
  },
};
