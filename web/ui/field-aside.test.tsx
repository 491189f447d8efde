import { renderMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

describe('Field with something beside its label', () => {
  it('shows it on the label’s line without making it part of the control’s name', () => {
    const $ = renderMarkup(
      <Field label="Marca" id="brand" labelAside={<span role="status">Caricamento…</span>}>
        <Select name="brand" defaultValue="">
          <option value="">Scegli…</option>
        </Select>
      </Field>,
    );
    const row = $('div.ui-field-label-row');
    expect(tagsOf(row.children())).toEqual(['label', 'span']);
    expect([row.children('label').attr('for'), row.children('label').attr('class'), textOf(row.children('label'))]).toEqual([
      'brand',
      'ui-field-label',
      'Marca',
    ]);
    expect([row.children('span').attr('role'), textOf(row.children('span'))]).toEqual(['status', 'Caricamento…']);
  });

  it('leaves the label alone when there is nothing beside it', () => {
    const $ = renderMarkup(
      <Field label="Marca" id="brand">
        <Select name="brand" />
      </Field>,
    );
    const field = $.root().children();
    expect(field.attr('class')).toBe('ui-field');
    expect(tagsOf(field.children())).toEqual(['label', 'select']);
    expect([field.children('label').attr('for'), field.children('label').attr('class'), textOf(field.children('label'))]).toEqual([
      'brand',
      'ui-field-label',
      'Marca',
    ]);
  });
});
