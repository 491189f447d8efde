import type { Account } from '../ports/accounts.ts';
import type { Ports } from '../ports/index.ts';
import type { Actor, Ctx } from '../ports/op.ts';
import { isPortError, type PortErrorCode } from '../ports/port-error.ts';
import type { ConformanceFixture } from './fixture.ts';

/** What a suite needs from the implementation under test: its ports and its own fixture. */
export interface ConformanceSubject {
  ports: Ports;
  fixture: ConformanceFixture;
  /**
   * Acts as the customer on the payment provider's page, where the implementation can (a test provider, a
   * provider's sandbox). Without it the scenarios that need an approved payment are skipped.
   */
  customerAtProvider?: { approve(providerRef: string): Promise<void> };
}

let counter = 0;
export function ctx(actor: Actor | null, extra: Partial<Ctx> = {}): Ctx {
  counter += 1;
  return { requestId: `conformance-${counter}`, actor, ...extra };
}

export function actorOf(account: Account): Actor {
  return { userId: account.userId, customerId: account.customerId };
}

/** Resolves to the PortError code a call failed with, or throws when it did not fail that way. */
export async function failureCode(call: Promise<unknown>): Promise<PortErrorCode> {
  try {
    await call;
  } catch (error) {
    if (isPortError(error)) return error.code;
    throw error;
  }
  throw new Error('expected the call to fail with a PortError, but it succeeded');
}

/** The actor of a fixture account, logged in through the implementation's own accounts port. */
export async function loggedInActor(subject: ConformanceSubject, who: { username: string; password: string }): Promise<Actor> {
  return actorOf(await subject.ports.accounts.login({ username: who.username, password: who.password }, ctx(null)));
}

/** Resolves to the reason a call failed for, or throws when it did not fail with a PortError. */
export async function failureReason(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isPortError(error)) return error.reason;
    throw error;
  }
  throw new Error('expected the call to fail with a PortError, but it succeeded');
}
