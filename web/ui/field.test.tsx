import { describe, expect, it } from 'vitest';
import { renderMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { Checkbox, Radio } from './check.tsx';
import { Field } from './field.tsx';
import { Input, Textarea } from './input.tsx';
import { NumberField } from './number-field.tsx';
import { Select } from './select.tsx';

describe('Field with the kit’s controls', () => {
  it('names the control by its label and reads the hint and the error with it', () => {
    const $ = renderMarkup(
      <Field label="Targa" hint="Come sul libretto" error="Targa non trovata" id="plate">
        <Input name="plate" defaultValue="ZZ000ZZ" />
      </Field>,
    );
    expect($('label').attr('for')).toBe('plate');
    expect($('input').attr('id')).toBe('plate');
    expect($('input').attr('aria-describedby')).toBe('plate-hint plate-error');
    expect($('input').attr('aria-invalid')).toBe('true');
    expect([tagsOf($('#plate-hint')), $('#plate-hint').attr('class'), textOf($('#plate-hint'))]).toEqual([
      ['p'],
      'ui-field-hint',
      'Come sul libretto',
    ]);
    expect([tagsOf($('#plate-error')), $('#plate-error').attr('role'), textOf($('#plate-error'))]).toEqual([
      ['p'],
      'alert',
      'Targa non trovata',
    ]);
  });

  it('marks a required field for the eye and the control for screen readers, and nothing when valid', () => {
    const $ = renderMarkup(
      <Field label="Città" required>
        <Input name="city" />
      </Field>,
    );
    const star = $('label span[aria-hidden="true"]');
    expect(textOf(star)).toBe('*');
    expect(star.attr('class')).toBe('ml-1 text-red-700');
    expect($('input').is('[required]')).toBe(true);
    expect($('input').is('[aria-invalid]')).toBe(false);
    expect($('input').is('[aria-describedby]')).toBe(false);
    // The made-up id ties label and control together.
    expect($('label').attr('for')).toBe($('input').attr('id'));
  });

  it('wires a select, a textarea and a number field the same way', () => {
    for (const control of [
      <Select name="country" defaultValue="IT" key="s">
        <option value="IT">Italia</option>
      </Select>,
      <Textarea name="note" key="t" />,
      <NumberField value="" onValueChange={() => undefined} key="n" />,
    ]) {
      const $ = renderMarkup(
        <Field label="Campo" error="Errore" id="f">
          {control}
        </Field>,
      );
      expect(['select', 'textarea', 'input']).toContain(tagsOf($('#f'))[0]);
      expect($('#f').attr('aria-invalid')).toBe('true');
    }
  });

  it('offers the numeric keyboard and digits only on a number field', () => {
    const $ = renderMarkup(<NumberField value="205" onValueChange={() => undefined} aria-label="Larghezza" />);
    expect($('input').attr('inputmode')).toBe('numeric');
    expect($('input').attr('pattern')).toBe('[0-9]*');
    expect($('input').attr('value')).toBe('205');
  });

  it('lets a page style the label (hidden for screen readers only, smaller in a dense row)', () => {
    const $ = renderMarkup(
      <Field label="Cerca" labelClassName="sr-only" id="q">
        <Input name="q" />
      </Field>,
    );
    expect([$('label').attr('for'), $('label').attr('class'), textOf($('label'))]).toEqual(['q', 'ui-field-label sr-only', 'Cerca']);
  });

  it('draws a compact control with size sm, alone or from its Field', () => {
    expect(renderMarkup(<Input aria-label="Nota" size="sm" />)('input').attr('class')).toBe('ui-input ui-input-sm');
    const $ = renderMarkup(
      <Field label="Quantità" size="sm">
        <NumberField value="2" onValueChange={() => undefined} />
      </Field>,
    );
    const field = $.root().children();
    expect(tagsOf(field)).toEqual(['div']);
    expect(field.attr('class')).toBe('ui-field ui-field-sm');
    expect(tagsOf(field.children())).toEqual(['label', 'input']);
    expect(textOf($('label'))).toBe('Quantità');
    expect($('input').attr('class')).toBe('ui-input ui-input-sm');
    expect($('input').is('[size]')).toBe(false);
    expect(renderMarkup(<Input aria-label="Nota" />)('input').attr('class')).not.toContain('ui-input-sm');
  });

  it('puts a checkbox and a radio inside their label', () => {
    const $ = renderMarkup(<Checkbox name="fgMemorize" label="Memorizza l’indirizzo" defaultChecked />);
    const label = $.root().children();
    expect(tagsOf(label)).toEqual(['label']);
    expect(label.attr('class')).toBe('ui-check');
    expect(tagsOf(label.children())).toEqual(['input', 'span']);
    expect($('input').attr('type')).toBe('checkbox');
    expect($('input').is('[checked]')).toBe(true);
    expect(textOf($('label span'))).toBe('Memorizza l’indirizzo');
    expect(renderMarkup(<Radio name="pay" value="card" label="Carta" />)('input').attr('type')).toBe('radio');
  });
});
