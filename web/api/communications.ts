import { alsoShownBy, pageDataChanged } from './page-changes.ts';
import { apiJson } from './fetch.ts';

export interface PendingCommunication {
  id: number;
  title: string;
  text: string;
  mandatory: boolean;
}

/** The logged-in user's pending communications (the popup's); the server renders them with the page. */
export const PENDING_COMMUNICATIONS_KEY = '/comunicazioni/in-attesa';
alsoShownBy('communications', PENDING_COMMUNICATIONS_KEY);

export async function pendingCommunications(): Promise<PendingCommunication[]> {
  return apiJson<PendingCommunication[]>(PENDING_COMMUNICATIONS_KEY);
}

/** SPEC §7 POST /accept-communication: "Accetto" or the close of a communication that is not mandatory. */
export async function acknowledgeCommunication(communicationId: number, action: 'accept' | 'close'): Promise<void> {
  await apiJson('/accept-communication', { method: 'POST', json: { communicationId, action } });
  await pageDataChanged('communications');
}

/** POST /staff/comunicazioni: staff publish a communication. */
export async function publishCommunication(input: {
  title: string;
  text: string;
  mandatory: boolean;
  validFrom: string;
  validTo: string;
  allCustomers: boolean;
  customerCodes: string;
}): Promise<void> {
  await apiJson('/staff/comunicazioni', { method: 'POST', json: input });
  await pageDataChanged('communications');
}
