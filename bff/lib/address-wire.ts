import type { Address } from '../../adapters/ports/addresses.ts';
import type { AddressView } from '../../shared/contract/checkout.ts';

// SPEC's Y/N flags of an address (the browser's side) to and from the addresses port's booleans: translated here only.

type FlagYN = 'Y' | 'N';
const flagOf = (on: boolean): FlagYN => (on ? 'Y' : 'N');

export function toAddressView(address: Address): AddressView {
  const { editable, saved, ...same } = address;
  return { ...same, fgEditable: flagOf(editable), fgMemorize: flagOf(saved) };
}

/** The new-address form's fields as the addresses port takes them: fgMemorize Y is an address saved for next time. */
export function addressInputOf<A extends { fgMemorize: FlagYN }>(form: A): Omit<A, 'fgMemorize'> & { saved: boolean } {
  const { fgMemorize, ...fields } = form;
  return { ...fields, saved: fgMemorize === 'Y' };
}
