import { describe, expect, it } from 'vitest';
import type { Actor } from '../ports/op.ts';
import { ctx, failure, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What every implementation of the communications port must do. */
export function communicationsSuite(subject: () => ConformanceSubject): void {
  describe('communications', () => {
    const write = async (staff: Actor, extra: { mandatory?: boolean; customerCodes?: string[] } = {}) =>
      subject().ports.communications.create(
        {
          title: `Avviso ${Date.now()}-${Math.random()}`,
          text: 'Il magazzino resta chiuso il 15 agosto.',
          mandatory: extra.mandatory ?? false,
          validFrom: inDays(-1),
          validTo: inDays(2),
          allCustomers: extra.customerCodes === undefined,
          customerCodes: extra.customerCodes ?? [],
        },
        ctx(staff),
      );

    it('shows a communication for all customers to each of their users until they acknowledge it, and tells staff who did', async () => {
      const { ports, fixture } = subject();
      const staff = await loggedInActor(subject(), fixture.staff);
      const customer = await loggedInActor(subject(), fixture.customer);
      const other = await loggedInActor(subject(), fixture.otherCustomer);
      const written = await write(staff, { mandatory: true });
      expect(written).toMatchObject({ mandatory: true, allCustomers: true, acknowledgements: [] });
      for (const who of [customer, other]) {
        expect((await ports.communications.pending({}, ctx(who))).map((c) => c.id)).toContain(written.id);
      }
      expect(await failure(ports.communications.acknowledge({ communicationId: written.id, action: 'closed' }, ctx(customer)))).toEqual({
        code: 'invalid',
        reason: 'communication-must-be-accepted',
      });
      expect(await ports.communications.acknowledge({ communicationId: written.id, action: 'accepted' }, ctx(customer))).toEqual({
        acknowledged: true,
      });
      expect((await ports.communications.pending({}, ctx(customer))).map((c) => c.id)).not.toContain(written.id);
      expect((await ports.communications.pending({}, ctx(other))).map((c) => c.id)).toContain(written.id);
      const again = ports.communications.acknowledge({ communicationId: written.id, action: 'accepted' }, ctx(customer));
      expect(await failure(again)).toEqual({ code: 'conflict', reason: 'communication-already-acknowledged' });
      const listed = (await ports.communications.list({ pageSize: 50 }, ctx(staff))).rows.find((c) => c.id === written.id);
      expect(listed?.acknowledgements).toEqual([expect.objectContaining({ username: fixture.customer.username, action: 'accepted' })]);
      expect(Date.parse(listed?.acknowledgements[0]?.at ?? '')).not.toBeNaN();
    });

    it('keeps a communication for chosen customers from the others, and lets staff acting for a customer see but not accept it', async () => {
      const { ports, fixture } = subject();
      const staff = await loggedInActor(subject(), fixture.staff);
      const customer = await loggedInActor(subject(), fixture.customer);
      const other = await loggedInActor(subject(), fixture.otherCustomer);
      const code = (await ports.accounts.principal({}, ctx(customer))).customerCode;
      const written = await write(staff, { customerCodes: [code] });
      expect((await ports.communications.pending({}, ctx(other))).map((c) => c.id)).not.toContain(written.id);
      const stranger = ports.communications.acknowledge({ communicationId: written.id, action: 'closed' }, ctx(other));
      expect(await failure(stranger)).toEqual({ code: 'not_found', reason: 'communication-not-found' });
      const actingFor = { ...customer, impersonatorId: staff.userId };
      expect((await ports.communications.pending({}, ctx(actingFor))).map((c) => c.id)).toContain(written.id);
      const forThem = ports.communications.acknowledge({ communicationId: written.id, action: 'closed' }, ctx(actingFor));
      expect(await failure(forThem)).toEqual({ code: 'forbidden', reason: 'communication-not-for-staff' });
      // Neither refusal acknowledged anything: the customer still has it pending and closes it once.
      expect((await ports.communications.pending({}, ctx(customer))).map((c) => c.id)).toContain(written.id);
      await ports.communications.acknowledge({ communicationId: written.id, action: 'closed' }, ctx(customer));
      expect((await ports.communications.pending({}, ctx(customer))).map((c) => c.id)).not.toContain(written.id);
    });

    it('lets only staff write and list communications, names an unknown customer, and hides one out of its dates', async () => {
      const { ports, fixture } = subject();
      const staff = await loggedInActor(subject(), fixture.staff);
      const customer = await loggedInActor(subject(), fixture.customer);
      expect(await failureCode(write(customer))).toBe('forbidden');
      expect(await failureCode(ports.communications.list({}, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.communications.pending({}, ctx(null)))).toBe('forbidden');
      expect(await failure(write(staff, { customerCodes: ['NO-SUCH-CUSTOMER-XYZ'] }))).toEqual({
        code: 'not_found',
        reason: 'customer-not-found',
      });
      const later = await ports.communications.create(
        { title: 'Più avanti', text: 'Nuovo listino.', mandatory: false, validFrom: inDays(5), validTo: inDays(9), allCustomers: true },
        ctx(staff),
      );
      expect((await ports.communications.pending({}, ctx(customer))).map((c) => c.id)).not.toContain(later.id);
      const early = ports.communications.acknowledge({ communicationId: later.id, action: 'closed' }, ctx(customer));
      expect(await failureCode(early)).toBe('not_found');
      expect(today() <= later.validFrom).toBe(true);
    });
  });
}
