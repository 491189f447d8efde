import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
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
  renderToStaticMarkup(
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
    const html = render(rows);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(html).toContain('data-order="W2026-000002"');
    expect(html).toMatch(/<td class="ui-table-cell text-right">30,50 €<\/td>/);
  });

  it('says how a sortable column is sorted and links to the next sort', () => {
    const html = render(rows);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><a[^>]* href="\/ordini\?ordina=data"/);
  });

  it('folds a secondary column under the row header for a phone, with its header as label', () => {
    const html = render(rows);
    expect(html).toContain('<dl class="ui-table-folded"><div class="flex gap-1"><dt class="text-slate-600">Data:</dt><dd>24/11/2026</dd>');
    expect(html).toMatch(/<td class="ui-table-cell ui-table-secondary">24\/11\/2026<\/td>/);
  });

  it('shows the empty state instead of an empty table', () => {
    const html = render([]);
    expect(html).not.toContain('<table');
    expect(html).toContain('Nessun ordine');
  });

  it('names the table for screen readers with a caption when asked', () => {
    expect(render(rows, { caption: 'I tuoi ordini' })).toContain(
      '<table class="ui-table"><caption class="sr-only">I tuoi ordini</caption><thead>',
    );
    expect(render(rows)).not.toContain('<caption');
  });

  it('draws no frame of its own inside a card that has one', () => {
    expect(render(rows)).toMatch(/<div role="region"[^>]*class="[^"]*ui-table-frame/);
    expect(render(rows, { framed: false })).not.toContain('ui-table-frame');
  });

  it('gives the body cells of a column their own classes, not its header', () => {
    const html = render(rows, {
      columns: [columns[0]!, { ...columns[2]!, className: 'w-24', cellClassName: 'py-3' }],
    });
    expect(html).toContain('<th scope="col" class="ui-table-head text-right w-24">Totale</th>');
    expect(html).toContain('<td class="ui-table-cell text-right w-24 py-3">30,50 €</td>');
    const first = render(rows, { columns: [{ ...columns[0]!, cellClassName: 'py-3' }] });
    expect(first).toContain('<th scope="row" class="ui-table-cell text-left py-3">W2026-000001</th>');
  });
});
