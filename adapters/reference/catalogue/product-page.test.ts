import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../shared/clock.ts';
import { relationKinds, type RelationKind } from '../../../shared/contract/catalogue.ts';
import { validatePorts, type Ports } from '../../ports/index.ts';
import { PRODUCT_PAGE_SAMPLES, sampleId, type SampleCode } from '../seed/product-page/samples.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';
import { ReferenceCatalogue } from './catalogue.ts';
import { demoImageFiles } from './demo-images.ts';
import { CATALOGUE_PICK } from './relations.ts';

const PUBLIC = fileURLToPath(new URL('../../../web/public/', import.meta.url));

let ref: TestReference;
const visitor = ctxOf(null);
beforeAll(() => {
  ref = openTestReference();
});
afterAll(() => ref.cleanup());

const idOf = (sample: SampleCode) => {
  const id = sampleId(ref.db, sample);
  if (id === undefined) throw new Error(`sample ${sample.brand} ${sample.code} missing from the test data`);
  return id;
};
const related = (id: number, kind: RelationKind) => ref.checked.catalogue.relations({ id, kind }, visitor);
const one = <T>(sql: string, ...params: unknown[]) => ref.db.prepare(sql).get(...params) as T;

/** The catalogue with its clock stopped at `at`. */
function catalogueAt(at: string): Ports['catalogue'] {
  const implementations = { ...ref.implementations, catalogue: new ReferenceCatalogue({ db: ref.db, clock: fixedClock(at) }) };
  return validatePorts(implementations, true).catalogue;
}

describe("README's product-page samples", () => {
  it('show a brake disc with necessary pads, suggestions, matches and the group’s pick', async () => {
    const disc = idOf(PRODUCT_PAGE_SAMPLES.disc);
    // Its alternatives, rear 310 mm discs of other clusters (issue 47), come at the default size
    // (seed/completeness/relations-check.test.ts): the 3,000 products here have none.
    for (const kind of ['necessaries', 'suggested', 'matches', 'suggestedCatalog'] as const) {
      expect([kind, (await related(disc, kind)).length > 0]).toEqual([kind, true]);
    }
    const pads = await related(disc, 'necessaries');
    for (const pad of pads) expect(pad.description).toMatch(/^Kit pastiglie freno/);
    const [counts] = await ref.checked.catalogue.relationCounts({ ids: [disc] }, visitor);
    for (const kind of relationKinds) expect([kind, counts?.[kind]]).toEqual([kind, (await related(disc, kind)).length]);
  });

  it('show a superseded code with its substitute, whose substituents name it back', async () => {
    const old = idOf(PRODUCT_PAGE_SAMPLES.superseded);
    const [successor] = await related(old, 'substitutes');
    expect(successor?.brand).toBe('SKF');
    expect((await related(successor?.id ?? 0, 'substituents')).map((r) => r.id)).toContain(old);
  });

  it('show an alternator with its core deposit, a product of its brand', async () => {
    const alternator = idOf(PRODUCT_PAGE_SAMPLES.alternator);
    const deposit = await ref.checked.catalogue.coreDeposit({ id: alternator }, visitor);
    expect(deposit).toMatchObject({
      brand: 'Bosch',
      description: 'Cauzione carcassa alternatore',
      code: expect.stringMatching(/^CAUZ-ALT-\d{3}$/),
    });
    expect(await ref.checked.catalogue.coreDeposit({ id: idOf(PRODUCT_PAGE_SAMPLES.disc) }, visitor)).toBeNull();
    const found = await ref.checked.catalogue.search({ q: 'cauzione carcassa alternatore', pageSize: 100 }, visitor);
    expect(found.rows.map((r) => r.id)).toContain(deposit?.id);
  });

  it('show gifts on the sample codes and tyre sizes of the sample chain', async () => {
    for (const { code } of PRODUCT_PAGE_SAMPLES.gifts) {
      const gifts = await ref.checked.catalogue.gifts({ code }, visitor);
      expect([code, gifts.length]).toEqual([code, 1]);
    }
    const sizes = await ref.checked.catalogue.tyreSizes({ code: PRODUCT_PAGE_SAMPLES.chain.code }, visitor);
    expect(sizes).toContain('205/55 R16');
    const rims = sizes.map((s) => Number(s.slice(-2)));
    expect(rims).toEqual([...rims].sort((a, b) => a - b));
    const found = await ref.checked.catalogue.search({ q: 'catene da neve', pageSize: 100 }, visitor);
    // Version 5's 27 chains of one maker, and (version 8) other makers' chains.
    expect(found.rows.filter((r) => r.brand === 'König')).toHaveLength(27);
    expect(found.rows.every((r) => r.group.name === 'Accessori')).toBe(true);
  });
});

describe('relations', () => {
  it('pick in-stock products of the same group, other brands first, never the product itself', async () => {
    const id = ref.fixture.product.id;
    const tags = one<{ brandId: number; groupId: number }>(
      'SELECT brand_id AS brandId, group_id AS groupId FROM product_search_tags WHERE product_id = ?',
      id,
    );
    const pick = await related(id, 'suggestedCatalog');
    expect(pick).toHaveLength(CATALOGUE_PICK);
    expect(pick.map((r) => r.id)).not.toContain(id);
    const otherBrand = pick.map((r) => r.brandId !== tags.brandId);
    expect(otherBrand).toEqual([...otherBrand].sort((a, b) => Number(b) - Number(a)));
    for (const row of pick) {
      expect(row.group.id).toBe(tags.groupId);
      const stock = one<{ n: number }>('SELECT sum(quantity) AS n FROM stock WHERE product_id = ?', row.id);
      expect(stock.n).toBeGreaterThan(0);
    }
  });

  it('fill the pick with the same brand when the group has too few of others', async () => {
    // A product whose group holds fewer in-stock products of other brands than a pick, and more of its own brand.
    const inGroup = (op: string) => `(SELECT count(*) FROM product_search_tags o WHERE o.group_id = t.group_id AND o.in_stock = 1
      AND o.brand_id ${op} t.brand_id AND o.product_id <> t.product_id)`;
    const { id, brandId } = one<{ id: number; brandId: number }>(
      `SELECT t.product_id AS id, t.brand_id AS brandId FROM product_search_tags t
      WHERE ${inGroup('<>')} < ${CATALOGUE_PICK} AND ${inGroup('=')} > 0 ORDER BY t.product_id LIMIT 1`,
    );
    const pick = await related(id, 'suggestedCatalog');
    const sameBrand = pick.map((r) => r.brandId === brandId);
    expect(sameBrand).toContain(true);
    expect(sameBrand).toEqual([...sameBrand].sort((a, b) => Number(a) - Number(b)));
    expect(pick.map((r) => r.id)).not.toContain(id);
  });

  it('match cross-references first, then other carriers of its OE numbers', async () => {
    const { id, crossReferenceIds } = ref.fixture.codedProduct;
    const matches = (await related(id, 'matches')).map((r) => r.id);
    expect(matches.slice(0, crossReferenceIds.length).sort((a, b) => a - b)).toEqual(crossReferenceIds);
    const carriers = ref.db
      .prepare<[number], number>(
        `SELECT DISTINCT o.product_id FROM product_oe_codes m JOIN product_oe_codes o ON o.oe_code_id = m.oe_code_id
        WHERE m.product_id = ? AND o.product_id <> m.product_id`,
      )
      .pluck()
      .all(id);
    expect(new Set(matches)).toEqual(new Set([...crossReferenceIds, ...carriers]));
  });

  it('count in the order asked, repeated ids included, unknown ones left out', async () => {
    const { id } = ref.fixture.product;
    const counts = await ref.checked.catalogue.relationCounts({ ids: [id, ref.fixture.missingProductId, id] }, visitor);
    expect(counts.map((c) => c.productId)).toEqual([id, id]);
  });
});

describe('pictures', () => {
  it('are two or three drawings of the product’s group, each a committed file', async () => {
    for (const file of demoImageFiles()) expect([file, existsSync(`${PUBLIC}immagini/ricambi/${file}`)]).toEqual([file, true]);
    const chain = idOf(PRODUCT_PAGE_SAMPLES.chain);
    const images = await ref.checked.catalogue.images({ id: chain }, visitor);
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.length).toBeLessThanOrEqual(3);
    for (const image of images) {
      expect(image.url).toMatch(/^\/immagini\/ricambi\/accessori-\d\.svg$/);
      expect(image.alt).toContain(`König ${PRODUCT_PAGE_SAMPLES.chain.code}, Catene da neve`);
      expect(existsSync(`${PUBLIC}${image.url.slice(1)}`)).toBe(true);
    }
    expect(new Set(images.map((i) => i.url)).size).toBe(images.length);
  });

  it('show first the drawing the description names: the disc for a disc, the alternator for its deposit', async () => {
    const main = async (id: number) => (await ref.checked.catalogue.images({ id }, visitor))[0]?.url;
    expect(await main(idOf(PRODUCT_PAGE_SAMPLES.disc))).toBe('/immagini/ricambi/freni-1.svg');
    const alternator = idOf(PRODUCT_PAGE_SAMPLES.alternator);
    expect(await main(alternator)).toBe('/immagini/ricambi/elettrico-1.svg');
    const deposit = await ref.checked.catalogue.coreDeposit({ id: alternator }, visitor);
    expect(await main(deposit?.id ?? 0)).toBe('/immagini/ricambi/elettrico-1.svg');
  });
});

describe('gifts', () => {
  it('run from their first to their last day included, by the clock in Rome', async () => {
    const gift = one<{ code: string; from: string; until: string }>(
      `SELECT p.code, g.valid_from AS "from", g.valid_until AS until FROM gifts g JOIN products p ON p.code_norm = g.code_norm
      ORDER BY g.id DESC LIMIT 1`,
    );
    const running = (at: string) => catalogueAt(at).gifts({ code: gift.code }, visitor);
    const endings = async (at: string) => (await running(at)).map((g) => g.validUntil);
    // Midnight in Rome is still the evening before in UTC: the day is Rome's.
    expect(await endings(`${gift.from}T00:30:00+01:00`)).toContain(gift.until);
    expect(await endings(`${gift.until}T23:30:00+01:00`)).toContain(gift.until);
    const dayBefore = new Date(Date.parse(`${gift.from}T12:00:00+01:00`) - 86_400_000).toISOString();
    expect(await endings(dayBefore)).not.toContain(gift.until);
  });
});
