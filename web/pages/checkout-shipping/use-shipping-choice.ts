import { useEffect, useRef, useState } from 'react';
import type { CheckoutShippingReply } from '../../../shared/contract/checkout-pages.ts';
import type { AddressView, FulfilmentOptionView } from '../../../shared/contract/checkout.ts';
import { isKeptAddress, optionsOfAddress, optionsOfPlace } from '../../api/checkout.ts';
import { notifyWarning } from '../../session/notify.ts';

/** The delivery options of a place being written, before it is saved. */
export interface OptionsPreview {
  place: string;
  options: FulfilmentOptionView[];
}

/**
 * The shipping step's choice: the delivery address, its fulfilment options (loaded when the address changes, the
 * last asked winning) and the option chosen, kept when the new address offers it too. Also the preview of a new
 * address's options, and an address given for this order only (fgMemorize N), which is not among the saved ones.
 */
export function useShippingChoice(data: CheckoutShippingReply) {
  const [oneOff, setOneOff] = useState<AddressView | null>(null);
  const [addressId, setAddressId] = useState<number | null>(data.selected?.addressId ?? null);
  const [options, setOptions] = useState<FulfilmentOptionView[] | null>(data.selected?.options ?? null);
  const [chosen, setChosen] = useState<string | null>(data.selected?.options[0]?.id ?? null);
  const [preview, setPreview] = useState<OptionsPreview | null>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  async function loadOptions(load: (signal: AbortSignal) => Promise<FulfilmentOptionView[]>): Promise<FulfilmentOptionView[] | null> {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      return await load(controller.signal);
    } catch (error) {
      notifyWarning(error);
      return null;
    }
  }

  async function choose(id: number) {
    setAddressId(id);
    setOptions(null);
    const found = await loadOptions((signal) => optionsOfAddress(id, signal));
    if (!found) return;
    setOptions(found);
    setChosen((before) => (found.some((option) => option.id === before) ? before : (found[0]?.id ?? null)));
  }

  async function previewPlace(province: string, country: string) {
    if (country === 'IT' && !province) return setPreview(null);
    const found = await loadOptions((signal) => optionsOfPlace(province, country, signal));
    setPreview(found ? { place: province ? `${province}, ${country}` : country, options: found } : null);
  }

  /** A saved address's part of the choice: its preview is done, and one for this order only is kept. */
  function saved(address: AddressView) {
    setPreview(null);
    if (!isKeptAddress(address)) setOneOff(address);
  }

  function deleted(deletedId: number) {
    if (oneOff?.id === deletedId) setOneOff(null);
    if (addressId === deletedId) {
      setAddressId(null);
      setOptions(null);
    }
  }

  return {
    addresses: oneOff ? [...data.addresses, oneOff] : data.addresses,
    addressId,
    options,
    chosen,
    setChosen,
    preview,
    clearPreview: () => setPreview(null),
    choose,
    previewPlace,
    saved,
    deleted,
  };
}

export type ShippingChoice = ReturnType<typeof useShippingChoice>;
