import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from './link.tsx';
import { cn } from './cn.ts';
import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from './icons.tsx';
import { ScrollX } from './scroll-x.tsx';

export type SortState = 'ascending' | 'descending' | 'none';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (amounts, quantities). */
  numeric?: boolean;
  /** Folded under the row's first column on a phone, with its header as a label. */
  secondary?: boolean;
  /** A header read by screen readers only (an actions column). */
  headerHidden?: boolean;
  /** A sortable column: its state and the URL that sorts by it next (the sort lives in the URL). */
  sort?: { state: SortState; href: string };
  /** Classes of the column's header and cells. */
  className?: string;
  /** Classes of its body cells only (a cell's padding, its place in a phone's layout). */
  cellClassName?: string;
}

export interface TableProps<Row> {
  /** The table's name, for the scroller and screen readers. */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Attributes of a row (data-* for tests, a highlight class). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
  /** Under the table: a Pager when the list is paged. */
  footer?: ReactNode;
  /** The table's caption, read by screen readers only. */
  caption?: ReactNode;
  /** False inside a card that has a frame already: no border of the table's own. */
  framed?: boolean;
  className?: string;
  'data-testid'?: string;
}

const SORT_ICONS = { ascending: ChevronUpIcon, descending: ChevronDownIcon, none: ChevronsUpDownIcon } as const;

function HeaderCell<Row>({ column }: { column: Column<Row> }) {
  const className = cn('ui-table-head', column.numeric && 'text-right', column.secondary && 'ui-table-secondary', column.className);
  if (column.headerHidden) {
    return (
      <th scope="col" className={className}>
        <span className="sr-only">{column.header}</span>
      </th>
    );
  }
  if (!column.sort) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const Arrow = SORT_ICONS[column.sort.state];
  return (
    <th scope="col" aria-sort={column.sort.state} className={className}>
      <Link
        to={column.sort.href}
        className={cn('ui-table-sort', column.sort.state !== 'none' && 'text-blue-800')}
        data-testid={`sort-${column.key}`}
      >
        {column.header}
        <Arrow width={14} height={14} className={cn(column.sort.state === 'none' && 'opacity-50')} />
      </Link>
    </th>
  );
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** The secondary columns of a row under its header on a phone, each with its header as label; empty cells left out. */
function Folded<Row>({ columns, row }: { columns: ReadonlyArray<Column<Row>>; row: Row }) {
  const shown = columns.map((column) => ({ column, value: column.cell(row) })).filter(({ value }) => !isEmpty(value));
  if (shown.length === 0) return null;
  return (
    <dl className="ui-table-folded">
      {shown.map(({ column, value }) => (
        <div key={column.key} className="flex gap-1">
          <dt className="text-slate-600">{column.header}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A table of the kit: column headers (sortable by link where a column says so), the first column as each row's
 * header, secondary columns folded under it on a phone, an empty state, and a footer for the pager. Wide tables
 * scroll sideways in a named, focusable region.
 */
export function Table<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  rowProps,
  footer,
  caption,
  framed = true,
  className,
  ...props
}: TableProps<Row>) {
  if (rows.length === 0) return <div className="ui-table-empty">{empty}</div>;
  const [first, ...rest] = columns;
  const folded = rest.filter((column) => column.secondary);
  return (
    <div className="flex flex-col gap-4">
      <ScrollX label={label} className={framed ? 'ui-table-frame' : undefined}>
        <table className={cn('ui-table', className)} data-testid={props['data-testid']}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {first ? (
                  <th
                    scope="row"
                    className={cn('ui-table-cell text-left', first.numeric && 'text-right', first.className, first.cellClassName)}
                  >
                    {first.cell(row)}
                    <Folded columns={folded} row={row} />
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'ui-table-cell',
                      column.numeric && 'text-right',
                      column.secondary && 'ui-table-secondary',
                      column.className,
                      column.cellClassName,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
      {footer}
    </div>
  );
}
