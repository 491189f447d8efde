import { renderMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { describe, expect, it } from 'vitest';
import { Radio } from './check.tsx';

describe('Radio with a label of several lines', () => {
  it('stands the box by the first line and lets the label fill the row', () => {
    const $ = renderMarkup(
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
    const label = $.root().children();
    expect(label.attr('class')).toBe('ui-check ui-check-multiline');
    expect(tagsOf(label.children())).toEqual(['input', 'span']);
    expect([label.children('input').attr('type'), label.children('input').attr('class')]).toEqual(['radio', 'ui-check-box']);
    expect(textOf(label.children('span'))).toBe('Officina Rossi Via Roma 1');
    expect(textOf(label.find('span > strong'))).toBe('Officina Rossi');
  });
});
