import { pagePath, type PageName } from '../../../shared/routes.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Pager } from '../../ui/pager.tsx';
import { Table, type TableProps } from '../../ui/table.tsx';

/** The URL of page `page` of a list page that reads `?pagina=` (bff/lib/listed-page.ts), the first without it. */
const pageNumberHref = (name: PageName) => (page: number) => (page > 1 ? `${pagePath(name)}?pagina=${page}` : pagePath(name));

/**
 * One page of list page `name`'s rows (its reply: shared/contract/listed-page.ts) in a table labelled by the page's
 * label, with the pager below.
 */
export function ListedPageTable<Row>({
  name,
  reply,
  hrefFor = pageNumberHref(name),
  ...table
}: Omit<TableProps<Row>, 'rows' | 'footer' | 'label'> & {
  name: PageName;
  reply: { rows: ReadonlyArray<Row>; total: number; page: number; pageSize: number };
  /** The URL of page `page` of the list, when it is not `?pagina=` of the page's path. */
  hrefFor?: (page: number) => string;
}) {
  return (
    <Table
      {...table}
      label={pageLabel(name)}
      rows={reply.rows}
      footer={<Pager page={reply.page} pages={Math.ceil(reply.total / reply.pageSize)} hrefFor={hrefFor} />}
    />
  );
}
