import { z } from 'zod';

/**
 * The reply of a list page (web/pages/<page>/contract.ts): one page of its rows, how many there are in all, and the
 * page and page size the screen's pager reads. A page with filters extends it with them.
 */
export function listedPageReply<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
