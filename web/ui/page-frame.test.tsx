import { describe, expect, it } from 'vitest';
import { renderMarkup, tagsOf, textOf } from '../../shared/testing/markup.ts';
import { PageFrame } from './page-frame.tsx';

describe('PageFrame', () => {
  it('puts the title in the h1 above the content, with the test id on the frame', () => {
    const $ = renderMarkup(
      <PageFrame title="Cambia utente" testId="switch-user-page">
        <p>contenuto</p>
      </PageFrame>,
    );
    const frame = $.root().children();
    expect(tagsOf(frame)).toEqual(['div']);
    expect(frame.attr('data-testid')).toBe('switch-user-page');
    expect(frame.attr('class')).toBe('ui-page-frame');
    expect(tagsOf(frame.children())).toEqual(['h1', 'p']);
    expect($('h1').attr('class')).toBe('text-2xl font-bold break-words text-slate-900');
    expect(textOf($('h1'))).toBe('Cambia utente');
    expect(textOf($('p'))).toBe('contenuto');
  });

  it('has no test id unless given one, and merges a class name', () => {
    const $ = renderMarkup(
      <PageFrame title="Ricerca" className="gap-6">
        {null}
      </PageFrame>,
    );
    const frame = $.root().children();
    expect(frame.attr('class')).toBe('ui-page-frame gap-6');
    expect(frame.is('[data-testid]')).toBe(false);
    expect(tagsOf(frame.children())).toEqual(['h1']);
  });
});
