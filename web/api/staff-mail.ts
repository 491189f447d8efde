import { apiJson } from './fetch.ts';

/** POST /staff/posta/prova: a test mail of one template to the staff member's own address; resolves with it. */
export async function sendTestMail(template: string): Promise<string> {
  const reply = await apiJson<{ ok: true; to: string }>('/staff/posta/prova', { method: 'POST', json: { template } });
  return reply.to;
}

/** POST /staff/posta/{id}/reinvia: a failed mail back in the queue. */
export async function resendMail(id: number): Promise<void> {
  await apiJson(`/staff/posta/${id}/reinvia`, { method: 'POST', json: {} });
}

/** POST /staff/invita: a new user for a customer, invited by mail; resolves with their username. */
export async function inviteUser(input: {
  customerCode: string;
  name: string;
  email: string;
}): Promise<{ username: string; companyName: string }> {
  return apiJson<{ ok: true; username: string; companyName: string }>('/staff/invita', { method: 'POST', json: input });
}
