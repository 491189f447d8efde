import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { describe, expect, it } from 'vitest';
import { Radio } from './check.tsx';

describe('Radio with a label of several lines', () => {
  it('stands the box by the first line and lets the label fill the row', () => {
    const html = renderToStaticMarkup(
      <Radio
        name="address"
        value="1"
        multiline
        label={
          <>
            <strong>Officina Rossi</strong> Via Roma 1
          </>
        }
      />,
    );
    expect(html).toMatch(/^<label class="ui-check ui-check-multiline"><input type="radio"[^>]* class="ui-check-box"/);
    expect(html).toContain('<span><strong>Officina Rossi</strong> Via Roma 1</span>');
  });
});
