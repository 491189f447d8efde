import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { describe, expect, it } from 'vitest';
import { Table, type Column } from './table.tsx';

interface Line {
  code: string;
  name: string;
  quantity: number;
}

const columns: Column<Line>[] = [
  { key: 'code', header: 'Codice', cell: (line) => line.code },
  { key: 'name', header: 'Nome', cell: (line) => line.name || null, secondary: true },
  { key: 'quantity', header: 'Quantità', cell: (line) => line.quantity, secondary: true, numeric: true },
];
const render = (framed?: boolean) =>
  renderToStaticMarkup(
    <Table
      label="Righe"
      columns={columns}
      rows={[{ code: 'VKBA 3828', name: '', quantity: 0 }]}
      rowKey={(line) => line.code}
      empty="Nessuna riga"
      {...(framed === undefined ? {} : { framed })}
    />,
  );

describe('Table, folded columns and frame', () => {
  it('folds no label for a secondary column whose cell is empty on a phone, but keeps a zero', () => {
    const html = render();
    expect(html).not.toContain('<dt class="text-slate-600">Nome:</dt>');
    expect(html).toContain('<dt class="text-slate-600">Quantità:</dt><dd>0</dd>');
  });

  it('draws its own frame unless it stands inside a card that frames it', () => {
    expect(render()).toMatch(/<div role="region"[^>]* class="[^"]*ui-table-frame/);
    expect(render(false)).not.toContain('ui-table-frame');
    expect(render(false)).toMatch(/<div role="region" aria-label="Righe"/);
  });
});
