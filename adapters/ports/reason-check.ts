import type { z } from 'zod';
import type { OpDef } from './op.ts';
import { isPortError, PortError, type PortErrorCode } from './port-error.ts';
import { failWithDetail, isReason, reasons, universalReasons, type Reason } from './reasons.ts';

/** Whether an operation may fail for a reason: a universal one, or one of its own list. */
export function declares(def: OpDef, reason: Reason): boolean {
  return (universalReasons as readonly Reason[]).includes(reason) || def.reasons.includes(reason);
}

/**
 * A failure as the shop may show it: a PortError whose reason the operation declares, with the reason's code and
 * data of its shape, passes as it is; any other keeps its code and becomes `unknown` (the generic text of the
 * code), what it said kept in `detail` for the logs. Anything that is not a PortError passes untouched.
 */
export function checkedReason(def: OpDef, error: unknown): unknown {
  if (!isPortError(error)) return error;
  return asDeclared(def, error.code, error.reason, error.data, error.detail);
}

/** The same check over the parts of an error body that came over the wire. */
export function asDeclared(def: OpDef, code: PortErrorCode, reason: string, data: unknown, detail?: string): PortError {
  if (isReason(reason) && declares(def, reason) && reasons[reason].code === code) {
    const parsed = reasons[reason].data.safeParse(data ?? {});
    if (parsed.success) return new PortError(code, reason, parsed.data, detail);
  }
  const said = [reason, detail].filter(Boolean).join(': ');
  return new PortError(code, 'unknown', {}, said ? `undeclared reason ${said}` : undefined);
}

/** Input that does not match an operation's schema: the failed fields by path, zod's words kept for the logs. */
export function invalidInput(error: z.ZodError): PortError {
  const fields = error.issues.map((issue) => issue.path.map(String).join('.'));
  return failWithDetail('invalid-input', error.message, { fields });
}
