import { renderMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { MemoryRouter } from '../router/index.ts';
import { describe, expect, it } from 'vitest';
import { Table, type Column, type TableProps } from './table.tsx';

interface Order {
  number: string;
  date: string;
  total: string;
}

const columns: Column<Order>[] = [
  { key: 'number', header: 'Numero', cell: (o) => o.number },
  { key: 'date', header: 'Data', cell: (o) => o.date, secondary: true, sort: { state: 'descending', href: '/ordini?ordina=data' } },
  { key: 'total', header: 'Totale', cell: (o) => o.total, numeric: true },
];
const rows = [
  { number: 'W2026-000001', date: '24/11/2026', total: '12,20 €' },
  { number: 'W2026-000002', date: '25/11/2026', total: '30,50 €' },
];
const render = (list: Order[], more: Partial<TableProps<Order>> = {}) =>
  renderMarkup(
    <MemoryRouter>
      <Table
        label="Ordini"
        columns={columns}
        rows={list}
        rowKey={(o) => o.number}
        empty="Nessun ordine"
        rowProps={(o) => ({ 'data-order': o.number })}
        {...more}
      />
    </MemoryRouter>,
  );

describe('Table', () => {
  it('heads each row with its first column and keeps the row attributes', () => {
    const $ = render(rows);
    expect($('tbody th[scope="row"]')).toHaveLength(2);
    const second = $('tbody tr[data-order="W2026-000002"]');
    expect(second).toHaveLength(1);
    const total = second.find('td.text-right');
    expect([total.attr('class'), textOf(total)]).toEqual(['ui-table-cell text-right', '30,50 €']);
  });

  it('says how a sortable column is sorted and links to the next sort', () => {
    const $ = render(rows);
    const sorted = $('thead th[scope="col"][aria-sort]');
    expect(sorted.attr('aria-sort')).toBe('descending');
    expect(sorted.children('a').attr('href')).toBe('/ordini?ordina=data');
  });

  it('folds a secondary column under the row header for a phone, with its header as label', () => {
    const $ = render(rows);
    const folded = $('tbody tr').first().find('th dl.ui-table-folded > div.flex.gap-1').first();
    expect(tagsOf(folded.children())).toEqual(['dt', 'dd']);
    expect([folded.children('dt').attr('class'), textOf(folded.children('dt')), textOf(folded.children('dd'))]).toEqual([
      'text-slate-600',
      'Data:',
      '24/11/2026',
    ]);
    const secondary = $('tbody tr').first().find('td.ui-table-secondary');
    expect([secondary.attr('class'), textOf(secondary)]).toEqual(['ui-table-cell ui-table-secondary', '24/11/2026']);
  });

  it('shows the empty state instead of an empty table', () => {
    const $ = render([]);
    expect($('table')).toHaveLength(0);
    expect(textOf($.root())).toContain('Nessun ordine');
  });

  it('names the table for screen readers with a caption when asked', () => {
    const captioned = render(rows, { caption: 'I tuoi ordini' })('table.ui-table');
    expect(tagsOf(captioned.children()).slice(0, 2)).toEqual(['caption', 'thead']);
    expect([captioned.children('caption').attr('class'), textOf(captioned.children('caption'))]).toEqual(['sr-only', 'I tuoi ordini']);
    expect(render(rows)('caption')).toHaveLength(0);
  });

  it('draws no frame of its own inside a card that has one', () => {
    expect(render(rows)('div[role="region"]').hasClass('ui-table-frame')).toBe(true);
    expect(render(rows, { framed: false })('.ui-table-frame')).toHaveLength(0);
  });

  it('gives the body cells of a column their own classes, not its header', () => {
    const $ = render(rows, {
      columns: [columns[0]!, { ...columns[2]!, className: 'w-24', cellClassName: 'py-3' }],
    });
    const head = $('thead th[scope="col"]').last();
    expect([head.attr('class'), textOf(head)]).toEqual(['ui-table-head text-right w-24', 'Totale']);
    const cell = $('tbody tr').last().find('td').last();
    expect([cell.attr('class'), textOf(cell)]).toEqual(['ui-table-cell text-right w-24 py-3', '30,50 €']);
    const first = render(rows, { columns: [{ ...columns[0]!, cellClassName: 'py-3' }] })('tbody th[scope="row"]').first();
    expect([first.attr('class'), textOf(first)]).toEqual(['ui-table-cell text-left py-3', 'W2026-000001']);
  });
});
