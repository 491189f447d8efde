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

/**
 * The code and reason a call failed with; throws when it did not fail with a PortError, or failed for a reason the
 * operation does not declare (the shop would show only a generic text: adapters/ports/reasons.ts).
 */
export async function failure(call: Promise<unknown>): Promise<{ code: PortErrorCode; reason: string }> {
  try {
    await call;
  } catch (error) {
    if (!isPortError(error)) throw error;
    if (error.reason === 'unknown') {
      throw new Error(`failed with a reason the operation does not declare (${error.message})`, { cause: error });
    }
    return { code: error.code, reason: error.reason };
  }
  throw new Error('expected the call to fail with a PortError, but it succeeded');
}

/** The PortError code a call failed with, its reason one the operation declares (see `failure`). */
export async function failureCode(call: Promise<unknown>): Promise<PortErrorCode> {
  return (await failure(call)).code;
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
