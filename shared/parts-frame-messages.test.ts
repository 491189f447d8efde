import { describe, expect, it } from 'vitest';
import { frameMessageOf } from './parts-frame-messages.ts';

const FRAME = 'http://localhost:3000';
const frameWindow = {};

describe('frameMessageOf', () => {
  it("reads the frame's original number and add-to-basket request", () => {
    expect(
      frameMessageOf(
        { origin: FRAME, source: frameWindow as never, data: { type: 'oeNumber', oeNumber: ' 46481234 ' } },
        FRAME,
        frameWindow,
      ),
    ).toEqual({
      type: 'oeNumber',
      oeNumber: '46481234',
    });
    expect(
      frameMessageOf({ origin: FRAME, source: frameWindow as never, data: { type: 'addToBasket', oeNumber: 'X' } }, FRAME, frameWindow),
    ).toEqual({
      type: 'addToBasket',
    });
  });

  it('ignores messages from another origin or window, and shapes it does not know', () => {
    const data = { type: 'oeNumber', oeNumber: '46481234' };
    expect(frameMessageOf({ origin: 'http://127.0.0.1:3000', source: frameWindow as never, data }, FRAME, frameWindow)).toBeNull();
    expect(frameMessageOf({ origin: FRAME, source: {} as never, data }, FRAME, frameWindow)).toBeNull();
    for (const bad of [
      null,
      'oeNumber',
      { type: 'oeNumber' },
      { type: 'oeNumber', oeNumber: '' },
      { type: 'oeNumber', oeNumber: '<b>' },
      { type: 'other' },
    ])
      expect(frameMessageOf({ origin: FRAME, source: frameWindow as never, data: bad }, FRAME, frameWindow)).toBeNull();
  });
});
