import { describe, expect, it } from 'vitest';
import { actorOf, ctx, failure, failureCode, type ConformanceSubject } from './subject.ts';

/** What every implementation of the accounts port must do. */
export function accountsSuite(subject: () => ConformanceSubject): void {
  describe('accounts', () => {
    const login = (who: { username: string; password: string }) =>
      subject().ports.accounts.login({ username: who.username, password: who.password }, ctx(null));

    it('logs a customer in and tells their company', async () => {
      const { fixture } = subject();
      const account = await login(fixture.customer);
      expect(account.username).toBe(fixture.customer.username);
      expect(account.companyName).toBe(fixture.customer.companyName);
      expect(account.roles).toContain('customer');
    });

    it('knows the e-mail address of a customer user, where their password recovery goes', async () => {
      const account = await login(subject().fixture.customer);
      expect(account.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    });

    it('starts a password recovery by username or e-mail address, and answers null for an unknown one', async () => {
      const { ports, fixture } = subject();
      const account = await login(fixture.customer);
      const byName = await ports.accounts.startPasswordRecovery({ login: fixture.customer.username }, ctx(null));
      expect(byName).toMatchObject({ username: account.username, email: account.email });
      expect(Date.parse(byName?.expiresAt ?? '')).toBeGreaterThan(Date.now());
      const byAddress = await ports.accounts.startPasswordRecovery({ login: (account.email ?? '').toUpperCase() }, ctx(null));
      expect(byAddress?.username).toBe(account.username);
      expect(byAddress?.token).not.toBe(byName?.token);
      expect(await ports.accounts.startPasswordRecovery({ login: 'nobody-at-all-xyz@example.com' }, ctx(null))).toBeNull();
      expect(await ports.accounts.checkPasswordRecovery({ token: byName?.token ?? '' }, ctx(null))).toEqual({ username: account.username });
    });

    it('refuses a forged recovery token, and a new password that is too short, changing nothing', async () => {
      const { ports, fixture } = subject();
      const forged = 'A'.repeat(43);
      expect(await failure(ports.accounts.checkPasswordRecovery({ token: forged }, ctx(null)))).toEqual({
        code: 'invalid',
        reason: 'recovery-link-invalid',
      });
      const finish = ports.accounts.finishPasswordRecovery({ token: forged, password: 'una-password-lunga' }, ctx(null));
      expect(await failure(finish)).toEqual({ code: 'invalid', reason: 'recovery-link-invalid' });
      const started = await ports.accounts.startPasswordRecovery({ login: fixture.customer.username }, ctx(null));
      const short = ports.accounts.finishPasswordRecovery({ token: started?.token ?? '', password: 'corta' }, ctx(null));
      expect(await failure(short)).toEqual({ code: 'invalid', reason: 'invalid-input' });
      // The password is still the fixture's (the other suites log in with it).
      expect((await login(fixture.customer)).username).toBe(fixture.customer.username);
    });

    it('lets staff invite a user for a customer, who sets a password with the invitation and logs in', async () => {
      const { ports, fixture } = subject();
      const customer = await login(fixture.customer);
      const staff = actorOf(await login(fixture.staff));
      const email = `invito.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      const invite = (who: ReturnType<typeof actorOf> | null, code = customer.customerCode, address = email) =>
        ports.accounts.inviteUser({ customerCode: code, email: address }, ctx(who));
      expect(await failureCode(invite(actorOf(customer)))).toBe('forbidden');
      expect(await failureCode(invite(null))).toBe('forbidden');
      expect(await failure(invite(staff, 'NO-SUCH-CUSTOMER-XYZ'))).toEqual({ code: 'not_found', reason: 'customer-not-found' });
      const invited = await invite(staff);
      expect(invited.companyName).toBe(customer.companyName);
      expect(await failure(invite(staff))).toEqual({ code: 'conflict', reason: 'email-taken' });
      expect(await ports.accounts.checkPasswordRecovery({ token: invited.token }, ctx(null))).toEqual({ username: invited.username });
      await ports.accounts.finishPasswordRecovery({ token: invited.token, password: 'prima-password-2026' }, ctx(null));
      const account = await login({ username: invited.username, password: 'prima-password-2026' });
      expect(account).toMatchObject({ customerId: customer.customerId, email, roles: ['customer'] });
    });

    it('stores a registration request and lists it, newest first, only to staff', async () => {
      const { ports, fixture } = subject();
      const request = {
        companyName: `Officina Prova ${Date.now()}`,
        vatNumber: '01234567897',
        sdiOrPec: 'ABC1234',
        address: 'Via Roma 1, 31100 Treviso (TV)',
        contactName: 'Mario Bianchi',
        email: 'mario.bianchi@example.com',
        phone: '',
      };
      const stored = await ports.accounts.requestRegistration(request, ctx(null));
      expect(stored).toMatchObject(request);
      const staff = actorOf(await login(fixture.staff));
      const { rows, total } = await ports.accounts.registrationRequests({ pageSize: 5 }, ctx(staff));
      expect(rows[0]).toEqual(stored);
      expect(total).toBeGreaterThanOrEqual(1);
      const customer = actorOf(await login(fixture.customer));
      expect(await failureCode(ports.accounts.registrationRequests({}, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.accounts.registrationRequests({}, ctx(null)))).toBe('forbidden');
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const { fixture } = subject();
      expect(await failure(login({ username: fixture.customer.username, password: 'wrong-password' }))).toEqual({
        code: 'invalid',
        reason: 'wrong-credentials',
      });
      expect(await failure(login({ username: 'nobody-at-all-xyz', password: 'whatever' }))).toEqual({
        code: 'invalid',
        reason: 'wrong-credentials',
      });
    });

    it('answers the principal of the actor and refuses a visitor', async () => {
      const { ports, fixture } = subject();
      const account = await login(fixture.customer);
      const principal = await ports.accounts.principal({}, ctx(actorOf(account)));
      expect(principal).toEqual(account);
      expect(await failureCode(ports.accounts.principal({}, ctx(null)))).toBe('forbidden');
    });

    it('lists customers and users only to staff who may switch user', async () => {
      const { ports, fixture } = subject();
      const customer = actorOf(await login(fixture.customer));
      const staff = actorOf(await login(fixture.staff));
      expect(await failureCode(ports.accounts.customers({}, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.accounts.users({}, ctx(null)))).toBe('forbidden');

      const first = await ports.accounts.customers({ page: 1, pageSize: 5 }, ctx(staff));
      expect(first.rows).toHaveLength(5);
      expect(first.total).toBeGreaterThan(5);
      const second = await ports.accounts.customers({ page: 2, pageSize: 5 }, ctx(staff));
      const firstRow = first.rows[0];
      if (!firstRow) throw new Error('the first page of customers is empty');
      expect(second.rows.map((r) => r.customerId)).not.toContain(firstRow.customerId);

      const byCode = await ports.accounts.customers({ sort: 'customerCode', dir: 'desc', pageSize: 10 }, ctx(staff));
      const codes = byCode.rows.map((r) => r.customerCode);
      expect(codes).toEqual([...codes].sort().reverse());

      const users = await ports.accounts.users({ q: fixture.customer.username, pageSize: 100 }, ctx(staff));
      expect(users.rows.map((r) => r.username)).toContain(fixture.customer.username);

      // A filter narrows the table and keeps its order: an exact match is not pinned above the sorted rows.
      const byName = (names: string[]) => [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
      for (const table of [ports.accounts.customers, ports.accounts.users]) {
        const filtered = await table({ q: fixture.customer.username, pageSize: 100 }, ctx(staff));
        const names = filtered.rows.map((r) => r.companyName);
        expect(names.length).toBeGreaterThan(1);
        expect(names).toEqual(byName(names));
      }
    });

    it('finds any account for staff, by username', async () => {
      const { ports, fixture } = subject();
      const staff = actorOf(await login(fixture.staff));
      const account = await ports.accounts.account({ username: fixture.customer.username }, ctx(staff));
      expect(account.companyName).toBe(fixture.customer.companyName);
      expect(await failureCode(ports.accounts.account({ username: 'nobody-at-all-xyz' }, ctx(staff)))).toBe('not_found');
      const customer = actorOf(await login(fixture.customer));
      expect(await failureCode(ports.accounts.account({ username: fixture.staff.username }, ctx(customer)))).toBe('forbidden');
    });

    it('lets staff who may switch user act as another user, also while already acting as someone', async () => {
      const { ports, fixture } = subject();
      const staff = actorOf(await login(fixture.staff));
      const target = await ports.accounts.impersonate({ username: fixture.customer.username }, ctx(staff));
      expect(target.username).toBe(fixture.customer.username);
      expect(target.companyName).toBe(fixture.customer.companyName);
      const actingAs = { userId: target.userId, customerId: target.customerId, impersonatorId: staff.userId };
      const next = await ports.accounts.impersonate({ username: fixture.otherCustomer.username }, ctx(actingAs));
      expect(next.username).toBe(fixture.otherCustomer.username);
      expect(await failureCode(ports.accounts.impersonate({ username: 'nobody-at-all-xyz' }, ctx(staff)))).toBe('not_found');
    });

    it('refuses to let a customer or a visitor act as another user', async () => {
      const { ports, fixture } = subject();
      const customer = actorOf(await login(fixture.customer));
      expect(await failureCode(ports.accounts.impersonate({ username: fixture.otherCustomer.username }, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.accounts.impersonate({ username: fixture.staff.username }, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.accounts.impersonate({ username: fixture.customer.username }, ctx(null)))).toBe('forbidden');
    });

    it('keeps the customer’s web-service availability, set by its own users and read back, never for a visitor', async () => {
      const { ports, fixture } = subject();
      const customer = actorOf(await login(fixture.customer));
      const other = actorOf(await login(fixture.otherCustomer));
      const before = await ports.accounts.webServiceAccess({}, ctx(other));
      for (const enabled of [true, false, true]) {
        expect(await ports.accounts.setWebServiceAccess({ enabled }, ctx(customer))).toEqual({ enabled });
        expect(await ports.accounts.webServiceAccess({}, ctx(customer))).toEqual({ enabled });
      }
      expect(await ports.accounts.setWebServiceAccess({ enabled: true }, ctx(customer))).toEqual({ enabled: true });
      // Another customer's flag is its own.
      expect(await ports.accounts.webServiceAccess({}, ctx(other))).toEqual(before);
      expect(await failureCode(ports.accounts.webServiceAccess({}, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.accounts.setWebServiceAccess({ enabled: true }, ctx(null)))).toBe('forbidden');
    });

    it('records what staff do for a customer and lists it, newest first, filtered, only to staff who may switch user', async () => {
      const { ports, fixture } = subject();
      const staff = actorOf(await login(fixture.staff));
      const target = await ports.accounts.impersonate({ username: fixture.customer.username }, ctx(staff));
      const action = `conformance ${Date.now()}`;
      const entry = { staffUserId: staff.userId, userId: target.userId, action, clientAddress: '192.0.2.7' };
      expect(await ports.accounts.recordImpersonation(entry, ctx(staff))).toEqual({ recorded: true });
      const audit = await ports.accounts.impersonationAudit({ staff: fixture.staff.username, customer: target.customerCode }, ctx(staff));
      expect(audit.rows[0]).toMatchObject({
        action,
        username: target.username,
        customerCode: target.customerCode,
        clientAddress: '192.0.2.7',
      });
      const customer = actorOf(await login(fixture.customer));
      expect(await failureCode(ports.accounts.impersonationAudit({}, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.accounts.recordImpersonation({ ...entry, staffUserId: customer.userId }, ctx(customer)))).toBe(
        'forbidden',
      );
    });
  });
}
