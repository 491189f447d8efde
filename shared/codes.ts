import { z } from 'zod';

/** Article and OE codes are compared without spaces, dots, dashes or slashes, in upper case. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s./\\-]+/g, '').toUpperCase();
}

/** An article code as calls and port operations take it: trimmed, 1 to 100 characters (any spaces, dots, dashes). */
export const articleCodeSchema = z.string().trim().min(1).max(100);
