import { renderMarkup, textOf } from '../../shared/testing/markup.ts';
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
  renderMarkup(
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
    const $ = render();
    const labels = $('dl.ui-table-folded dt');
    expect(labels.toArray().map((dt) => textOf($(dt)))).toEqual(['Quantità:']);
    expect(labels.attr('class')).toBe('text-slate-600');
    expect(textOf(labels.next('dd'))).toBe('0');
  });

  it('draws its own frame unless it stands inside a card that frames it', () => {
    expect(render()('div[role="region"]').hasClass('ui-table-frame')).toBe(true);
    expect(render(false)('.ui-table-frame')).toHaveLength(0);
    expect(render(false)('div[role="region"]').attr('aria-label')).toBe('Righe');
  });
});
