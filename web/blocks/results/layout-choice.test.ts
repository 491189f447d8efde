import { describe, expect, it } from 'vitest';
import { chooseLayout } from './layout-choice.ts';

describe('chooseLayout', () => {
  it('draws and stores the layout chosen', () => {
    expect(chooseLayout('griglia')).toEqual({ layout: 'griglia', stored: 'griglia' });
    expect(chooseLayout('tabella')).toEqual({ layout: 'tabella', stored: 'tabella' });
    expect(chooseLayout('lista')).toEqual({ layout: 'lista', stored: 'lista' });
  });

  it('turning the active layout off returns to the default list and removes the stored layout', () => {
    expect(chooseLayout('')).toEqual({ layout: 'lista', stored: null });
  });

  it('reads a value that is no layout as turning off', () => {
    expect(chooseLayout('mosaico')).toEqual({ layout: 'lista', stored: null });
  });
});
