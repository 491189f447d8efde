import { apiText } from './fetch.ts';

/** What SPEC §7's set-disponibilita-ws answered: OK, NO (the ERP holds no flag), or anything else: an error. */
export type WebServiceOutcome = 'ok' | 'no' | 'error';

/** Sets the customer's web-service availability; a GET that changes state, so the token goes as X-CSRF-Token. */
export async function setWebServiceAvailability(enabled: boolean): Promise<WebServiceOutcome> {
  try {
    const text = await apiText(`/costanti/set-disponibilita-ws?fgWS=${enabled ? 'S' : 'N'}`, { csrf: true });
    return text === 'OK' ? 'ok' : text === 'NO' ? 'no' : 'error';
  } catch {
    return 'error';
  }
}
