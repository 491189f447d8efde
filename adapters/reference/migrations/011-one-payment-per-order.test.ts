import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../shared/sqlite.ts';
import { migrations } from './index.ts';

describe('migration 11: one payment per order', () => {
  it('keeps every payment an older release recorded: the first approval is the payment, later ones duplicates to refund', () => {
    const db = openDatabase(':memory:', migrations.slice(0, 10));
    try {
      // As the older release left an order the outside probe paid three times (users, customers and carts left out).
      db.pragma('foreign_keys = OFF');
      db.exec(`INSERT INTO orders (id, number, customer_id, user_id, cart_id, placed_at, status, payment_method, payment_state,
          nome_ordine, note_ordine, vin, plate, modello, tipo_ordine, address, fulfilment, net_cents, shipping_cents, vat_cents, gross_cents)
        VALUES (7, 'W2026-000007', 1, 1, 1, '2026-11-02T09:00:00.000Z', 'confirmed', 'card', 'paid', '', '', '', '', '', '', '{}', '{}',
          10000, 0, 2200, 12200);
        INSERT INTO order_payments (provider_ref, order_id, outcome, recorded_at) VALUES
          ('tp_c', 7, 'approved', '2026-11-02T09:05:00.000Z'), ('tp_a', 7, 'declined', '2026-11-02T09:01:00.000Z'),
          ('tp_b', 7, 'approved', '2026-11-02T09:02:00.000Z'), ('tp_d', 7, 'approved', '2026-11-02T09:05:00.000Z');
        INSERT INTO test_payments (provider_ref, order_id, order_number, amount_cents, method, return_url, status, created_at, decided_at)
          VALUES ('tp_b', 7, 'W2026-000007', 12200, 'card', 'http://shop.test/checkout/esito-pagamento?ordine=7', 'approved',
          '2026-11-02T09:01:30.000Z', '2026-11-02T09:02:00.000Z');`);
      db.pragma('foreign_keys = ON');

      expect(migrate(db, migrations.slice(0, 11))).toEqual([11]);
      expect(db.prepare('SELECT provider_ref AS ref, state, amount_cents AS cents FROM order_payments ORDER BY id').all()).toEqual([
        { ref: 'tp_a', state: 'declined', cents: 12200 },
        { ref: 'tp_b', state: 'approved', cents: 12200 },
        { ref: 'tp_c', state: 'duplicate', cents: 12200 },
        { ref: 'tp_d', state: 'duplicate', cents: 12200 },
      ]);
      expect(db.prepare('SELECT provider_ref AS ref, status, refunded_at AS refundedAt FROM test_payments').all()).toEqual([
        { ref: 'tp_b', status: 'approved', refundedAt: null },
      ]);
      // The database itself refuses a second approved payment for one order.
      expect(() => db.exec(`UPDATE order_payments SET state = 'approved' WHERE provider_ref = 'tp_c'`)).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });
});
