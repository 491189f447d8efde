import type { Migration } from '../../../shared/sqlite.ts';

const ORDER_TYPES = /* sql */ `
    -- urgency: 'lines' (each line as flagged, or all when the cart is flagged urgent), 'always' (every line travels
    -- urgent), 'never' (urgent flags are ignored). urgent_surcharge: whether urgent lines pay the customer's urgent
    -- surcharge. discount_bp: a discount on the whole order, in basis points of the net price.
    CREATE TABLE IF NOT EXISTS order_types (
      code TEXT PRIMARY KEY,
      label TEXT NOT NULL,
      description TEXT NOT NULL,
      urgency TEXT NOT NULL CHECK (urgency IN ('lines', 'always', 'never')),
      urgent_surcharge INTEGER NOT NULL CHECK (urgent_surcharge IN (0, 1)),
      discount_bp INTEGER NOT NULL DEFAULT 0 CHECK (discount_bp BETWEEN 0 AND 10000),
      position INTEGER NOT NULL
    );
    INSERT OR IGNORE INTO order_types (code, label, description, urgency, urgent_surcharge, discount_bp, position) VALUES
      ('STD', 'Ordine standard', 'Consegna con i giri ordinari; le righe segnate urgenti viaggiano in urgenza con il sovrapprezzo urgente.', 'lines', 1, 0, 1),
      ('MAG', 'Ordine di magazzino', 'Riassortimento delle scorte: sconto del 3% sull''ordine, consegna con i giri ordinari, nessuna riga in urgenza.', 'never', 0, 300, 2),
      ('URG', 'Ordine urgente', 'Tutte le righe viaggiano in urgenza (corsa espressa), con il sovrapprezzo urgente.', 'always', 1, 0, 3),
      ('FM', 'Fermo macchina', 'Veicolo fermo in officina: tutte le righe in corsa espressa, senza sovrapprezzo urgente.', 'always', 0, 0, 4);

    UPDATE carts SET tipo_ordine = 'STD' WHERE tipo_ordine = '';
`;

/**
 * Carts a workshop manages (issue 9): a version per cart, so an edit made on a stale page is refused instead of
 * overwriting another tab's change, and the ERP's order types with their effect on delivery and price.
 * Carts written before this migration had an empty order type: they become standard orders.
 */
export const cartManagement: Migration = {
  version: 6,
  name: 'cart management',
  up: (db) => {
    // SQLite has no ADD COLUMN IF NOT EXISTS: a copy whose user_version was lowered by hand migrates again cleanly.
    const columns = db.prepare<[], { name: string }>('PRAGMA table_info(carts)').all();
    if (!columns.some((column) => column.name === 'version')) db.exec('ALTER TABLE carts ADD COLUMN version INTEGER NOT NULL DEFAULT 0');
    db.exec(ORDER_TYPES);
  },
};
