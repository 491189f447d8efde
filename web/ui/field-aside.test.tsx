import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

describe('Field with something beside its label', () => {
  it('shows it on the label’s line without making it part of the control’s name', () => {
    const html = renderToStaticMarkup(
      <Field label="Marca" id="brand" labelAside={<span role="status">Caricamento…</span>}>
        <Select name="brand" defaultValue="">
          <option value="">Scegli…</option>
        </Select>
      </Field>,
    );
    expect(html).toMatch(/<label for="brand" class="ui-field-label">Marca<\/label><span role="status">Caricamento…<\/span>/);
    expect(html).toMatch(/<div class="ui-field-label-row"><label[^>]*>Marca<\/label><span/);
  });

  it('leaves the label alone when there is nothing beside it', () => {
    const html = renderToStaticMarkup(
      <Field label="Marca" id="brand">
        <Select name="brand" />
      </Field>,
    );
    expect(html).toMatch(/^<div class="ui-field"><label for="brand" class="ui-field-label">Marca<\/label><select/);
  });
});
