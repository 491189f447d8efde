import { z } from 'zod';
import { intFromText } from '../../shared/ids.ts';

/** The query of a list page that reads only `?pagina=`: a bad or missing number is the first page. */
export const pageNumberQuery = z.object({ pagina: intFromText({ min: 1, max: 10_000 }).catch(1) });

/**
 * One page of a list, newest first, as the list pages' contracts give it: the port's rows and total with the page
 * and page size the screen's pager reads.
 */
export async function listedPage<R extends { rows: unknown; total: number }>(
  page: number,
  pageSize: number,
  list: (paging: { page: number; pageSize: number }) => Promise<R>,
): Promise<{ rows: R['rows']; total: number; page: number; pageSize: number }> {
  const { rows, total } = await list({ page, pageSize });
  return { rows, total, page, pageSize };
}
