import { useCameWithPage } from './initial-data.ts';
import useSWR from 'swr';
import { isApiError } from './api-error.ts';
import { pageDataChanged } from './page-changes.ts';
import { apiJson, apiText } from './fetch.ts';
import { CHANGED_PRICES_KEY } from '../../shared/changed-prices-key.ts';

/** The changed prices of every brand the customer buys, for the menu badge; nothing asked when `enabled` is false. */
export function useChangedPricesTotal(enabled: boolean): number {
  // Rendered by the server with the page for a logged-in customer: not asked again as the page starts.
  const cameWithPage = useCameWithPage(CHANGED_PRICES_KEY);
  const { data } = useSWR(enabled ? CHANGED_PRICES_KEY : null, async (url: string) => Number(await apiText(url)), {
    revalidateOnFocus: false,
    ...(cameWithPage ? { revalidateOnMount: false } : {}),
  });
  return data !== undefined && Number.isFinite(data) ? data : 0;
}

/** POST /richiesta-listino-netto {cdmarca}: the brand's net list mailed; resolves when the answer is OK. */
export async function requestNetPriceList(brandCode: string): Promise<void> {
  const text = await apiText('/richiesta-listino-netto', { method: 'POST', form: new URLSearchParams({ cdmarca: brandCode }) });
  if (text.trim() !== 'OK') throw new Error(text);
  void pageDataChanged('requests');
}

/** How a price-list request ended (SPEC §8): OK, another text (the refusal's words), or no 200 at all. */
export type PriceListOutcome = { kind: 'success' } | { kind: 'error'; text: string } | { kind: 'info' };

/** POST /richiesta-listino, form body {manufacture}: plain text, OK means success, any other text is an error. */
export async function requestPriceList(manufacturerId: string): Promise<PriceListOutcome> {
  try {
    const text = await apiText('/richiesta-listino', { method: 'POST', form: new URLSearchParams({ manufacture: manufacturerId }) });
    if (text.trim() !== 'OK') return { kind: 'error', text };
    void pageDataChanged('requests');
    return { kind: 'success' };
  } catch (failure) {
    // A non-200 reply or no reply at all: the request may not have arrived.
    if (isApiError(failure) || failure instanceof TypeError) return { kind: 'info' };
    throw failure;
  }
}

export interface InformationRequestInput {
  productcode: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** POST /richiesta-informazioni: the question stored and mailed; rejects with the field's message in the page's language (400, 429). */
export async function requestInformation(input: InformationRequestInput): Promise<void> {
  await apiJson('/richiesta-informazioni', { method: 'POST', json: input });
  void pageDataChanged('requests');
}

/** POST /staff/richieste/{id}/evasa: staff mark a request handled. */
export async function markRequestHandled(id: number): Promise<void> {
  await apiJson(`/staff/richieste/${id}/evasa`, { method: 'POST', json: {} });
  void pageDataChanged('requests');
}
