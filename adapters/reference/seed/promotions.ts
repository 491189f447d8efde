import type { Database } from '../../../shared/sqlite.ts';

/** Homepage promotions: brand and part item of the product they show, title and subtitle. */
const PROMOTIONS: Array<readonly [string, string, string, string]> = [
  ['Brembo', 'Kit pastiglie freno', 'Pastiglie Brembo', 'Frenata sicura a prezzo netto riservato'],
  ['Bosch', 'Spazzola tergicristallo', 'Spazzole Bosch Aerotwin', "Visibilità perfetta per tutto l'inverno"],
  ['Mann-Filter', 'Filtro olio', 'Tagliando con Mann-Filter', 'Filtri olio sempre disponibili in magazzino'],
  ['NGK', 'Candela di accensione', 'Candele NGK', 'Prestazioni di primo impianto, confezioni da 4'],
  ['Gates', 'Kit distribuzione con pompa acqua', 'Kit distribuzione Gates', 'Con pompa acqua inclusa: un solo intervento'],
  ['Sachs', 'Kit frizione', 'Frizioni Sachs', 'Qualità OE per auto e veicoli commerciali'],
  ['Monroe', 'Ammortizzatore', 'Ammortizzatori Monroe', 'Tenuta di strada e comfort garantiti'],
  ['Osram', 'Lampadina H7', 'Lampadine Osram', 'Più luce sulla strada, più sicurezza'],
  ['Varta', 'Batteria avviamento', 'Batterie Varta', 'Partenze sicure anche con il freddo'],
  ['SKF', 'Kit cuscinetto ruota', 'Cuscinetti ruota SKF', 'Silenziosi e durevoli'],
  ['Valeo', 'Kit frizione', 'Kit frizione Valeo', 'Prezzi netti speciali per officine'],
  ['Febi Bilstein', 'Braccio oscillante', 'Sospensioni Febi Bilstein', 'Ampia gamma di bracci e snodi'],
];

/** Writes the promotions whose product exists (at least nine at any catalogue size, falling back to any product). */
export function seedPromotions(db: Database, firstByBrandItem: Map<string, number>, productCount: number): number {
  const insert = db.prepare('INSERT INTO promotions (id, sort, title, subtitle, product_id) VALUES (?, ?, ?, ?, ?)');
  const brandProduct = db.prepare<[string], { id: number }>(
    'SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.name = ? ORDER BY p.id LIMIT 1',
  );
  const used = new Set<number>();
  let id = 0;
  for (const [brand, item, title, subtitle] of PROMOTIONS) {
    let productId = firstByBrandItem.get(`${brand}|${item}`) ?? brandProduct.get(brand)?.id;
    if (productId === undefined || used.has(productId)) productId = fallback(used, productCount);
    if (productId === undefined) continue;
    used.add(productId);
    id++;
    insert.run(id, id, title, subtitle, productId);
  }
  return id;
}

function fallback(used: Set<number>, productCount: number): number | undefined {
  for (let id = 1; id <= productCount; id++) if (!used.has(id)) return id;
  return undefined;
}
