import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox, Radio } from './check.tsx';
import { Field } from './field.tsx';
import { Input, Textarea } from './input.tsx';
import { NumberField } from './number-field.tsx';
import { Select } from './select.tsx';

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe('Field with the kit’s controls', () => {
  it('names the control by its label and reads the hint and the error with it', () => {
    const html = renderToStaticMarkup(
      <Field label="Targa" hint="Come sul libretto" error="Targa non trovata" id="plate">
        <Input name="plate" defaultValue="ZZ000ZZ" />
      </Field>,
    );
    expect(attr(html, 'label', 'for')).toBe('plate');
    expect(attr(html, 'input', 'id')).toBe('plate');
    expect(attr(html, 'input', 'aria-describedby')).toBe('plate-hint plate-error');
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(html).toContain('<p id="plate-hint" class="ui-field-hint">Come sul libretto</p>');
    expect(html).toMatch(/<p id="plate-error"[^>]*role="alert"[^>]*>Targa non trovata<\/p>/);
  });

  it('marks a required field for the eye and the control for screen readers, and nothing when valid', () => {
    const html = renderToStaticMarkup(
      <Field label="Città" required>
        <Input name="city" />
      </Field>,
    );
    expect(html).toContain('<span aria-hidden="true" class="ml-1 text-red-700">*</span>');
    expect(html).toMatch(/<input[^>]* required[ />]/);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    // The made-up id ties label and control together.
    expect(attr(html, 'label', 'for')).toBe(attr(html, 'input', 'id'));
  });

  it('wires a select, a textarea and a number field the same way', () => {
    for (const control of [
      <Select name="country" defaultValue="IT" key="s">
        <option value="IT">Italia</option>
      </Select>,
      <Textarea name="note" key="t" />,
      <NumberField value="" onValueChange={() => undefined} key="n" />,
    ]) {
      const html = renderToStaticMarkup(
        <Field label="Campo" error="Errore" id="f">
          {control}
        </Field>,
      );
      expect(html).toMatch(/<(select|textarea|input)[^>]* id="f"/);
      expect(html).toMatch(/aria-invalid="true"/);
    }
  });

  it('offers the numeric keyboard and digits only on a number field', () => {
    const html = renderToStaticMarkup(<NumberField value="205" onValueChange={() => undefined} aria-label="Larghezza" />);
    expect(html).toMatch(/inputMode="numeric"|inputmode="numeric"/);
    expect(html).toContain('pattern="[0-9]*"');
    expect(html).toContain('value="205"');
  });

  it('lets a page style the label (hidden for screen readers only, smaller in a dense row)', () => {
    const html = renderToStaticMarkup(
      <Field label="Cerca" labelClassName="sr-only" id="q">
        <Input name="q" />
      </Field>,
    );
    expect(html).toContain('<label for="q" class="ui-field-label sr-only">Cerca</label>');
  });

  it('draws a compact control with size sm, alone or from its Field', () => {
    expect(renderToStaticMarkup(<Input aria-label="Nota" size="sm" />)).toMatch(/<input[^>]* class="ui-input ui-input-sm"/);
    const html = renderToStaticMarkup(
      <Field label="Quantità" size="sm">
        <NumberField value="2" onValueChange={() => undefined} />
      </Field>,
    );
    expect(html).toMatch(/^<div class="ui-field ui-field-sm"><label[^>]*>Quantità<\/label><input[^>]* class="ui-input ui-input-sm"/);
    expect(html).not.toMatch(/<input[^>]* size=/);
    expect(renderToStaticMarkup(<Input aria-label="Nota" />)).not.toContain('ui-input-sm');
  });

  it('puts a checkbox and a radio inside their label', () => {
    const box = renderToStaticMarkup(<Checkbox name="fgMemorize" label="Memorizza l’indirizzo" defaultChecked />);
    expect(box).toMatch(
      /^<label class="ui-check"><input type="checkbox"[^>]* checked[ />][^>]*\/?><span>Memorizza l’indirizzo<\/span><\/label>$/,
    );
    expect(renderToStaticMarkup(<Radio name="pay" value="card" label="Carta" />)).toContain('type="radio"');
  });
});
