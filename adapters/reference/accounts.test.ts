import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../ports/accounts.ts';
import { PortError } from '../ports/port-error.ts';
import { PasswordRecoveries } from './password-recovery.ts';
import { ctxOf, openTestReference, type TestReference } from './test-helpers.ts';

let ref: TestReference;
let demo: Account;
let staff: Account;
const visitor = ctxOf(null);

beforeAll(async () => {
  ref = openTestReference();
  demo = await ref.checked.accounts.login(ref.fixture.customer, visitor);
  staff = await ref.checked.accounts.login(ref.fixture.staff, visitor);
});
afterAll(() => ref.cleanup());

const actorOf = (a: Account, impersonatorId?: number) => ({
  userId: a.userId,
  customerId: a.customerId,
  ...(impersonatorId ? { impersonatorId } : {}),
});

async function rejection(promise: Promise<unknown>): Promise<PortError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortError);
  return error as PortError;
}

describe('reference accounts: login', () => {
  it('accepts the demo customer with the right password', () => {
    expect(demo).toMatchObject({ username: 'demo', companyName: 'Autoricambi Demo S.r.l.', customerCode: 'C000001', roles: ['customer'] });
    expect(staff.roles).toEqual(['staff', 'switch_user']);
  });

  it('refuses a wrong password, an unknown user and a user without password with the same message', async () => {
    for (const credentials of [
      { username: 'demo', password: 'wrong' },
      { username: 'nobody', password: 'demo' },
      { username: 'demo.magazzino', password: 'demo' },
    ]) {
      const error = await rejection(ref.checked.accounts.login(credentials, visitor));
      expect(error.code).toBe('invalid');
      expect(error.reason).toBe('wrong-credentials');
    }
  });

  it('takes as long for an unknown user, or one without password, as for a wrong password: one scrypt each', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await ref.checked.accounts.login({ username, password: 'wrong' }, visitor).catch(() => undefined);
      return performance.now() - start;
    };
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    // Taken in turn, so a busy moment of the machine slows all three alike.
    const names = ['demo', 'nessuno-qui', 'demo.magazzino'];
    const times: number[][] = names.map(() => []);
    for (let round = 0; round < 8; round++) for (const [i, name] of names.entries()) times[i]?.push(await time(name));
    const [known = 0, ...others] = times.map((t) => median(t.slice(1)));
    for (const taken of others) {
      expect(taken).toBeGreaterThan(known / 4);
      expect(taken).toBeLessThan(known * 4);
    }
  });

  it('stores passwords as salted scrypt hashes', () => {
    const rows = ref.db.prepare('SELECT password_hash AS h FROM users WHERE password_hash IS NOT NULL').all() as Array<{ h: string }>;
    for (const { h } of rows) expect(h).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(new Set(rows.map((r) => r.h.split('$')[4])).size).toBe(rows.length);
  });
});

describe('reference accounts: principal and switch user', () => {
  it('gives the actor account and forbids a visitor', async () => {
    expect(await ref.checked.accounts.principal({}, ctxOf(actorOf(demo)))).toEqual(demo);
    expect((await rejection(ref.checked.accounts.principal({}, visitor))).code).toBe('forbidden');
  });

  it('forbids a customer acting for another customer', async () => {
    const error = await rejection(ref.checked.accounts.principal({}, ctxOf({ userId: demo.userId, customerId: demo.customerId + 1 })));
    expect(error.code).toBe('forbidden');
  });

  it('lets staff list customers and users, sorted and filtered, one page at a time', async () => {
    const page = await ref.checked.accounts.customers({ page: 1, pageSize: 10 }, ctxOf(actorOf(staff)));
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(200);
    const names = page.rows.map((r) => r.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' })));
    const second = await ref.checked.accounts.customers({ page: 2, pageSize: 10 }, ctxOf(actorOf(staff)));
    expect(second.rows[0]?.customerId).not.toBe(page.rows[0]?.customerId);

    const found = await ref.checked.accounts.customers({ q: 'C000001' }, ctxOf(actorOf(staff)));
    expect(found.rows).toEqual([
      expect.objectContaining({ customerId: demo.customerId, username: 'demo', city: 'Treviso', stateProvinceRegion: 'TV' }),
    ]);

    const users = await ref.checked.accounts.users({ q: 'demo', sort: 'username', dir: 'desc' }, ctxOf(actorOf(staff)));
    const usernames = users.rows.map((r) => r.username);
    expect(usernames).toEqual(expect.arrayContaining(['demo', 'demo2', 'demo.magazzino']));
    // A username typed in full is not pinned first: the table's order holds (issue 24).
    expect(usernames).toEqual([...usernames].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('forbids the tables to customers and visitors, but allows them while staff impersonates', async () => {
    expect((await rejection(ref.checked.accounts.customers({}, ctxOf(actorOf(demo))))).code).toBe('forbidden');
    expect((await rejection(ref.checked.accounts.users({}, visitor))).code).toBe('forbidden');
    const impersonated = ctxOf(actorOf(demo, staff.userId));
    expect((await ref.checked.accounts.users({ pageSize: 5 }, impersonated)).rows).toHaveLength(5);
    expect(await ref.checked.accounts.principal({}, impersonated)).toEqual(demo);
  });

  it('lets staff act for any customer, keeping their own user', async () => {
    const account = await ref.checked.accounts.principal(
      {},
      ctxOf({ userId: staff.userId, customerId: demo.customerId, impersonatorId: staff.userId }),
    );
    expect(account).toMatchObject({ userId: staff.userId, customerId: demo.customerId, companyName: demo.companyName });
  });

  it('finds any account for staff by id or username', async () => {
    expect(await ref.checked.accounts.account({ username: 'demo' }, ctxOf(actorOf(staff)))).toEqual(demo);
    expect(await ref.checked.accounts.account({ userId: demo.userId }, ctxOf(actorOf(staff)))).toEqual(demo);
    expect((await rejection(ref.checked.accounts.account({ username: 'nobody' }, ctxOf(actorOf(staff))))).code).toBe('not_found');
    expect((await rejection(ref.checked.accounts.account({ username: 'demo' }, ctxOf(actorOf(demo))))).code).toBe('forbidden');
  });
});

describe('reference accounts: e-mail addresses', () => {
  it('gives every demo user an address at the example domain, and the customer one for order mail', async () => {
    expect(demo).toMatchObject({ email: 'demo@example.com', orderEmail: 'ordini.c000001@example.com' });
    expect(staff.email).toBe('staff@example.com');
    const withoutAddress = ref.db.prepare('SELECT count(*) AS n FROM users WHERE email IS NULL OR email NOT LIKE ?').get('%@example.com');
    expect(withoutAddress).toEqual({ n: 0 });
  });

  it('while staff act for a customer, the address is the staff member’s and the order mail the customer’s', async () => {
    const acting = await ref.checked.accounts.principal(
      {},
      ctxOf({ userId: staff.userId, customerId: demo.customerId, impersonatorId: staff.userId }),
    );
    expect(acting).toMatchObject({ email: 'staff@example.com', orderEmail: 'ordini.c000001@example.com' });
  });
});

describe('reference accounts: password recovery', () => {
  it('sets a new password once per token, ending every other token of the user', async () => {
    const first = await ref.checked.accounts.startPasswordRecovery({ login: 'demo2' }, visitor);
    const second = await ref.checked.accounts.startPasswordRecovery({ login: 'demo2@example.com' }, visitor);
    if (!first || !second) throw new Error('demo2 has an address');
    const changed = await ref.checked.accounts.finishPasswordRecovery({ token: first.token, password: 'officina-nuova-2026' }, visitor);
    expect(changed.username).toBe('demo2');
    expect((await ref.checked.accounts.login({ username: 'demo2', password: 'officina-nuova-2026' }, visitor)).username).toBe('demo2');
    expect((await rejection(ref.checked.accounts.login({ username: 'demo2', password: 'demo2' }, visitor))).reason).toBe(
      'wrong-credentials',
    );
    for (const token of [first.token, second.token]) {
      const again = ref.checked.accounts.finishPasswordRecovery({ token, password: 'ancora-un-altra-password' }, visitor);
      expect((await rejection(again)).reason).toBe('recovery-link-invalid');
    }
  });

  it('refuses a token past its 30 minutes', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    const recoveries = new PasswordRecoveries(ref.db, () => now);
    const started = recoveries.start('demo');
    if (!started) throw new Error('demo has an address');
    now = new Date('2026-11-25T10:29:00Z');
    expect(recoveries.check(started.token).username).toBe('demo');
    now = new Date('2026-11-25T10:30:01Z');
    expect(() => recoveries.check(started.token)).toThrow(/recovery-link-invalid/);
  });
});
