import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PortError } from '../ports/port-error.ts';
import { openReference } from './index.ts';
import { SCHEMA_VERSION } from './migrations/index.ts';
import { copyTemplateTo, templateDatabase } from './template.ts';
import { ctxOf, TEST_PRODUCTS } from './test-helpers.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parts-shop-index-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openReference', () => {
  it('creates, migrates and seeds a new database once, in WAL with synchronous=FULL', () => {
    const dataDir = join(tempDir(), 'data');
    const logs: string[] = [];
    const logger = { info: (_obj: object, msg?: string) => void logs.push(msg ?? '') };
    const ref = openReference({ dataDir, seedProducts: 400 }, { logger });
    expect(ref.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(ref.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(ref.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(ref.db.prepare('SELECT products FROM seed_state').get()).toEqual({ products: 400 });
    expect(logs.some((m) => /seeded/i.test(m))).toBe(true);
    ref.close();
    ref.close();

    logs.length = 0;
    const again = openReference({ dataDir, seedProducts: 400 }, { logger });
    expect(logs).toEqual([]);
    // The parts the size asked for, ids 1 to 400 (the demo data adds deposit articles, snow chains and the parts
    // vehicles lacked besides).
    const parts = again.db.prepare('SELECT count(*) AS n FROM products WHERE part_item_id IS NOT NULL AND id <= 400').get();
    expect(parts).toEqual({ n: 400 });
    again.close();
  });

  it('opens a copied template without seeding again and gives a usable fixture', async () => {
    const dataDir = tempDir();
    copyTemplateTo(dataDir, TEST_PRODUCTS);
    const logs: string[] = [];
    const ref = openReference({ dataDir, seedProducts: TEST_PRODUCTS }, { logger: { info: (_o, m) => void logs.push(m ?? '') } });
    try {
      expect(logs).toEqual([]);
      const { fixture, ports } = ref;
      expect(fixture.packedProduct.packQty).toBeGreaterThan(1);
      const account = await ports.accounts.login(fixture.customer, ctxOf(null));
      expect(account.companyName).toBe(fixture.customer.companyName);
      await expect(ports.accounts.login(fixture.otherCustomer, ctxOf(null))).resolves.toMatchObject({
        username: fixture.otherCustomer.username,
      });
      await expect(ports.accounts.login(fixture.staff, ctxOf(null))).resolves.toMatchObject({ roles: ['staff', 'switch_user'] });
      const [product] = await ports.catalogue.productsByCode({ code: fixture.product.code }, ctxOf(null));
      expect(product).toBeDefined();
      await expect(ports.catalogue.productById({ id: fixture.missingProductId }, ctxOf(null))).rejects.toMatchObject({ code: 'not_found' });
    } finally {
      ref.close();
    }
  });

  it('starts on the smallest demo SEED_PRODUCTS allows, and searches it', async () => {
    const ref = openReference({ dataDir: join(tempDir(), 'data'), seedProducts: 100 });
    try {
      const found = await ref.ports.catalogue.search(
        { q: 'filtro', filters: { brandIds: [], groupIds: [], availability: null }, sort: 'relevance', page: 1, pageSize: 10 },
        ctxOf(null),
      );
      expect(found.total).toBeGreaterThan(0);
    } finally {
      ref.close();
    }
  });

  it('parses inputs through the port schemas', async () => {
    const dataDir = tempDir();
    copyTemplateTo(dataDir, TEST_PRODUCTS);
    const ref = openReference({ dataDir });
    try {
      const error = await ref.ports.catalogue.search({ q: '' }, ctxOf(null)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortError);
      expect((error as PortError).code).toBe('invalid');
      const defaults = await ref.ports.catalogue.search({ q: 'filtro' } as never, ctxOf(null));
      expect(defaults.rows.length).toBeLessThanOrEqual(24);
    } finally {
      ref.close();
    }
  });
});

describe('templateDatabase', () => {
  it('builds the template once per size and copies it into a data folder', () => {
    const file = templateDatabase(TEST_PRODUCTS);
    expect(templateDatabase(TEST_PRODUCTS)).toBe(file);
    expect(existsSync(`${file}-wal`)).toBe(false);
    const dataDir = join(tempDir(), 'copy');
    const target = copyTemplateTo(dataDir, TEST_PRODUCTS);
    expect(target).toBe(join(dataDir, 'reference.sqlite'));
    expect(existsSync(target)).toBe(true);
  });
});
