/** The statuses matching gives an import row (zod-free: the confirm page's data key reads it in the browser's first chunks). */
export type ImportRowStatus = 'found' | 'replaced' | 'ambiguous' | 'not_found';

/** The confirm page's status filter (`?stato=`), one of the rows' statuses; anything else shows every row. */
export function importStatusFilter(value: string | null): ImportRowStatus | undefined {
  return value === 'found' || value === 'replaced' || value === 'ambiguous' || value === 'not_found' ? value : undefined;
}
