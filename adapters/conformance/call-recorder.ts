import { writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { mapAllOps, type Ports } from '../ports/index.ts';
import { implOp } from '../ports/op.ts';
import { isPortError } from '../ports/port-error.ts';
import { Trace, type UpstreamEntry } from '../ports/trace.ts';

/** How one call of an operation went, as the upstream answered it. */
export interface CallRecord {
  operation: string;
  /** The test that made the call. */
  test: string;
  outcome: 'ok' | 'error' | 'contract' | 'not-implemented';
  /** The last attempt's HTTP status and reply body (cut), for a call that did not go well. */
  status?: number | null;
  reply?: string;
  /** The adapter's words: which part of the reply broke the contract. */
  detail?: string;
}

export interface TestRecord {
  test: string;
  passed: boolean;
  error?: string;
}

export interface ConformanceRecords {
  upstream: string;
  calls: CallRecord[];
  tests: TestRecord[];
}

const REPLY_SHOWN = 600;

/** A reply that says the upstream has no such operation: 404/405/501 and no protocol body, or our `no-such-operation`. */
function notImplemented(last: UpstreamEntry | undefined): boolean {
  if (!last || ![404, 405, 501].includes(last.status ?? 0)) return false;
  try {
    const body = JSON.parse(last.replyBody) as { error?: { reason?: string }; output?: unknown };
    return body.error?.reason === 'no-such-operation' || (!('output' in body) && !body.error);
  } catch {
    return true;
  }
}

/**
 * The ports under test, each call traced and recorded (operation, test, outcome, the reply that broke the
 * contract): what `npm run conformance -- --upstream URL` reports per operation.
 */
export function recordingPorts(ports: Ports, calls: CallRecord[]): Ports {
  return mapAllOps((port, _def, path) => {
    const fn = implOp(ports[port], path);
    const operation = `${port}.${path}`;
    return async (input, ctx) => {
      const trace = ctx.trace ?? new Trace();
      const test = expect.getState().currentTestName ?? '(outside a test)';
      try {
        const output = await fn(input, { ...ctx, trace });
        calls.push({ operation, test, outcome: 'ok' });
        return output;
      } catch (error) {
        const last = trace.entries.filter((entry): entry is UpstreamEntry => entry.kind === 'upstream').at(-1);
        const broke = isPortError(error) && error.reason === 'upstream-bad-reply';
        const outcome = notImplemented(last) ? 'not-implemented' : broke ? 'contract' : 'error';
        calls.push({
          operation,
          test,
          outcome,
          ...(last ? { status: last.status, reply: last.replyBody.slice(0, REPLY_SHOWN) } : {}),
          ...(error instanceof Error ? { detail: (isPortError(error) && error.detail) || error.message } : {}),
        });
        throw error;
      }
    };
  });
}

export function writeRecords(file: string, records: ConformanceRecords): void {
  writeFileSync(file, JSON.stringify(records));
}
