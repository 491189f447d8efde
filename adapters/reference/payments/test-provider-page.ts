import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { formatEuro } from '../../../shared/money.ts';
import { PortError } from '../../ports/port-error.ts';
import { TEST_PROVIDER_PATH, type ReferencePayments, type TestDecision, type TestPayment } from './reference-payments.ts';

const METHOD_NAMES = { card: 'Carta di pagamento', wallet: 'Portafoglio digitale' } as const;
/** The page's buttons: the value each sends (`esito`), its label, and what it decides. */
const BUTTONS = [
  { value: 'approva', label: 'Approva il pagamento', decision: 'approved' },
  { value: 'rifiuta', label: 'Rifiuta il pagamento', decision: 'declined' },
  { value: 'annulla', label: 'Annulla e torna al negozio', decision: 'abandoned' },
] as const satisfies ReadonlyArray<{ value: string; label: string; decision: TestDecision }>;
const STATUS_TEXTS = {
  pending: '',
  approved: 'Questo pagamento è già stato approvato.',
  declined: 'Questo pagamento è già stato rifiutato.',
  abandoned: 'Questo pagamento è già stato annullato.',
};

/** A plain green square: the provider's own mark, inline (no request for /favicon.ico). */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%2315803d'/%3E%3C/svg%3E";

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d4d4d8;border-radius:.5rem}
.badge{display:inline-block;background:#fde68a;color:#713f12;padding:.125rem .5rem;border-radius:.25rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#52525b}dd{margin:0;font-weight:600}
button,a.back{display:block;width:100%;margin-top:.75rem;padding:.75rem;font:inherit;border-radius:.375rem;border:1px solid #a1a1aa;background:#fff;cursor:pointer;text-align:center;color:inherit}
button.approve{background:#15803d;border-color:#15803d;color:#fff}`;

/** The provider's hosted page: what is being paid and three buttons, or the outcome already chosen. No scripts. */
function pageHtml(payment: TestPayment): string {
  const action = `${TEST_PROVIDER_PATH}/${encodeURIComponent(payment.providerRef)}`;
  const decided = payment.status !== 'pending';
  const buttons = BUTTONS.map(
    ({ value, label }) =>
      `<button type="submit" name="esito" value="${value}"${value === 'approva' ? ' class="approve"' : ''}>${label}</button>`,
  ).join('');
  const back = new URL(payment.returnUrl);
  back.searchParams.set('providerRef', payment.providerRef);
  const body = decided
    ? `<p role="status">${STATUS_TEXTS[payment.status]}</p><a class="back" href="${escapeHtml(back.toString())}">Torna al negozio</a>`
    : `<form method="post" action="${escapeHtml(action)}">${buttons}</form>`;
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pagamento di prova</title><link rel="icon" href="${ICON}"><style>${STYLE}</style></head><body><main>
<p class="badge">Fornitore di pagamento di prova</p>
<h1>Pagamento dell’ordine ${escapeHtml(payment.orderNumber)}</h1>
<p>Questa pagina simula il sito di un fornitore di pagamenti: nessun dato di carta viene chiesto e nessun addebito è reale.</p>
<dl><dt>Importo</dt><dd>${escapeHtml(formatEuro(payment.amountCents))}</dd><dt>Metodo</dt><dd>${METHOD_NAMES[payment.method]}</dd></dl>
${body}</main></body></html>`;
}

const params = z.object({ ref: z.string().min(1).max(100) });

/**
 * The test provider's own page, served on the shop's origin by the reference adapter (a real provider serves its
 * page on its own site). The reference in the path is the only credential, as on a hosted payment page: no
 * session, no CSRF token (the shop's token is not the provider's business).
 */
export function testProviderPage(payments: ReferencePayments): FastifyPluginAsync {
  return async (app) => {
    /** The payment a path names, or null when the provider does not know it. */
    const find = (pathParams: unknown): TestPayment | null => {
      const parsed = params.safeParse(pathParams);
      if (!parsed.success) return null;
      try {
        return payments.payment(parsed.data.ref);
      } catch (error) {
        if (error instanceof PortError && error.code === 'not_found') return null;
        throw error;
      }
    };

    app.get(`${TEST_PROVIDER_PATH}/:ref`, { config: { csrf: false } }, async (request, reply) => {
      const payment = find(request.params);
      reply.header('Cache-Control', 'no-store');
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml());
      return reply.type('text/html; charset=utf-8').send(pageHtml(payment));
    });

    app.post(`${TEST_PROVIDER_PATH}/:ref`, { config: { csrf: false } }, async (request, reply) => {
      const payment = find(request.params);
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml());
      const chosen = z.object({ esito: z.string() }).safeParse(request.body);
      const button = BUTTONS.find(({ value }) => chosen.success && chosen.data.esito === value);
      if (!button)
        return reply.code(400).type('text/plain; charset=utf-8').send('Scegli se approvare, rifiutare o annullare il pagamento.');
      return reply.redirect(payments.decide(payment.providerRef, button.decision), 303);
    });
  };
}

function notFoundHtml(): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Pagamento non trovato</title><link rel="icon" href="${ICON}"></head><body>
<main><h1>Pagamento non trovato</h1><p>Il fornitore di pagamento di prova non conosce questo pagamento.</p></main></body></html>`;
}
