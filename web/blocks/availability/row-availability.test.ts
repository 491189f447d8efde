import { describe, expect, it } from 'vitest';
import type { AvailabilityReply } from '../../../shared/contract/offer.ts';
import { availabilityLines } from './row-availability.tsx';

const nothing: AvailabilityReply = {
  showMessage: false,
  showOnlyInfo: false,
  message: '',
  qtaImm: 0,
  isQtaImm: false,
  pluralQtaImm: true,
  isQtaDispOther: false,
  messageDispOther: '',
  isQtaDispPot: false,
  messageDispPot: '',
  qtaOtherStore: 0,
  isQtaOtherStore: false,
  pluralQtaOtherStore: true,
  dsconsMaga: '',
  qtaNoDisp: 0,
  isQtaNoDisp: false,
  pluralQtaNoDisp: true,
  dsconsQtaNoDisp: '',
};

describe("a row's availability lines", () => {
  it('say one piece in the singular and write thousands the Italian way', () => {
    expect(availabilityLines({ ...nothing, qtaImm: 1, isQtaImm: true, pluralQtaImm: false })).toEqual(['1 pezzo pronto in magazzino']);
    expect(
      availabilityLines({ ...nothing, qtaImm: 1500, isQtaImm: true, qtaNoDisp: 2500, isQtaNoDisp: true, dsconsQtaNoDisp: 'giovedì' }),
    ).toEqual(['1.500 pezzi pronti in magazzino', '2.500 pezzi da ordinare al fornitore, consegna giovedì']);
  });
});
