import type { Database } from '../../../../shared/sqlite.ts';
import { WAREHOUSES } from '../products.ts';
import type { ProductWriter } from './new-products.ts';

/**
 * Exchange parts of the parts tree (names of parts-tree.ts): the remanufacturer wants the old core back, so the part
 * is sold with a deposit. `code` names the deposit article (CAUZ-ALT-060: 60 € on an alternator), `share` is the
 * deposit's part of the part's list price.
 */
export const EXCHANGE_PARTS: ReadonlyArray<{ item: string; code: string; core: string; share: number }> = [
  { item: 'Alternatore', code: 'ALT', core: 'alternatore', share: 0.22 },
  { item: "Motorino d'avviamento", code: 'AVV', core: "motorino d'avviamento", share: 0.22 },
  { item: 'Pinza freno', code: 'PNZ', core: 'pinza freno', share: 0.25 },
  { item: 'Compressore climatizzatore', code: 'CMP', core: 'compressore climatizzatore', share: 0.2 },
  { item: 'Turbocompressore', code: 'TRB', core: 'turbocompressore', share: 0.25 },
  { item: 'Iniettore', code: 'INI', core: 'iniettore', share: 0.2 },
  { item: 'Pompa idraulica servosterzo', code: 'PSS', core: 'pompa servosterzo', share: 0.2 },
  { item: 'Scatola dello sterzo', code: 'SST', core: 'scatola sterzo', share: 0.2 },
];

/** Deposits are whole tens of euros, at least 20 €. */
const STEP_CENTS = 1000;
const MIN_CENTS = 2000;
const LIST_MARKUP = 1.25;
/** Deposit articles are not goods on a shelf: every warehouse can always book them. */
const DEPOSIT_STOCK = 999;

export function depositCents(listCents: number, share: number): number {
  return Math.max(MIN_CENTS, Math.round((listCents * share) / STEP_CENTS) * STEP_CENTS);
}

interface PartRow {
  id: number;
  brandId: number;
  listCents: number;
  groupId: number;
}

/**
 * Every product of an exchange part item gets the deposit article of its brand and value (one article per brand,
 * part kind and value, so a few hundred at any catalogue size). Products are read through the part-item index: at
 * a million products, the exchange parts only (some 8 %), never the whole table.
 */
export function seedCoreDeposits(db: Database, writer: ProductWriter): number {
  const partsOf = db.prepare<[string], PartRow>(`SELECT p.id, p.brand_id AS brandId, p.list_cents AS listCents,
      coalesce(p.group_id, (SELECT id FROM product_groups WHERE code = 'VAR')) AS groupId
    FROM part_items i JOIN products p ON p.part_item_id = i.id WHERE i.name = ? ORDER BY p.id`);
  const link = db.prepare('INSERT OR IGNORE INTO core_deposits (product_id, deposit_product_id) VALUES (?, ?)');
  const stock = WAREHOUSES.map((w) => [w.code, DEPOSIT_STOCK] as const);
  let linked = 0;
  for (const part of EXCHANGE_PARTS) {
    const deposits = new Map<string, number>();
    for (const row of partsOf.all(part.item)) {
      const cents = depositCents(row.listCents, part.share);
      const key = `${row.brandId}:${cents}`;
      let depositId = deposits.get(key);
      if (depositId === undefined) {
        depositId = writer.ensure({
          brandId: row.brandId,
          code: `CAUZ-${part.code}-${String(cents / 100).padStart(3, '0')}`,
          description: `Cauzione carcassa ${part.core}`,
          groupId: row.groupId,
          // Charged and refunded at the net price; the list price is the usual mark-up over it.
          listCents: Math.round(cents * LIST_MARKUP),
          netCents: cents,
          stock,
        });
        deposits.set(key, depositId);
      }
      linked += link.run(row.id, depositId).changes;
    }
  }
  return linked;
}
