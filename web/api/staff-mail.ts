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
