/** One entry of the pager: a page number, or a gap between distant numbers. */
export type PagerEntry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** First, last, and the pages around the current one, with gaps where numbers are skipped. */
export function pagerEntries(current: number, pages: number, around = 2): PagerEntry[] {
  const wanted = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pages) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) {
      // A gap of one page shows that page instead of an ellipsis.
      if (page - previous === 2) entries.push({ kind: 'page', page: previous + 1 });
      else entries.push({ kind: 'gap', key: `gap-${previous}` });
    }
    entries.push({ kind: 'page', page });
  });
  return entries;
}

export { parsePage } from '../../shared/page-number.ts';
