import { z } from 'zod';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t, type PaymentProviderKey } from '../../../shared/i18n/payment-provider.ts';
import type { AdapterPage } from '../../adapter-pages.ts';
import { PortError } from '../../ports/port-error.ts';
import { TEST_PROVIDER_PATH, type ReferencePayments, type TestDecision, type TestPayment } from './reference-payments.ts';

const METHOD_NAMES = { card: 'JS_TEST_PAYMENT_METHOD_CARD', wallet: 'JS_TEST_PAYMENT_METHOD_WALLET' } as const;
/** The page's buttons: the value each sends (`esito`), its label, and what it decides. */
const BUTTONS = [
  { value: 'approva', label: 'JS_TEST_PAYMENT_APPROVE', decision: 'approved' },
  { value: 'rifiuta', label: 'JS_TEST_PAYMENT_DECLINE', decision: 'declined' },
  { value: 'annulla', label: 'JS_TEST_PAYMENT_ABANDON', decision: 'abandoned' },
] as const satisfies ReadonlyArray<{ value: string; label: PaymentProviderKey; decision: TestDecision }>;
const STATUS_TEXTS = {
  approved: 'JS_TEST_PAYMENT_APPROVED',
  declined: 'JS_TEST_PAYMENT_DECLINED',
  abandoned: 'JS_TEST_PAYMENT_ABANDONED',
  voided: 'JS_TEST_PAYMENT_VOIDED',
  refunded: 'JS_TEST_PAYMENT_REFUNDED',
} as const;

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
  const text = (key: PaymentProviderKey, params?: Record<string, string>) => escapeHtml(t(key, params));
  const buttons = BUTTONS.map(
    ({ value, label }) =>
      `<button type="submit" name="esito" value="${value}"${value === 'approva' ? ' class="approve"' : ''}>${text(label)}</button>`,
  ).join('');
  const back = new URL(payment.returnUrl);
  back.searchParams.set('providerRef', payment.providerRef);
  const body =
    payment.status !== 'pending'
      ? `<p role="status">${text(STATUS_TEXTS[payment.status])}</p><a class="back" href="${escapeHtml(back.toString())}">${text('JS_TEST_PAYMENT_BACK')}</a>`
      : `<form method="post" action="${escapeHtml(action)}">${buttons}</form>`;
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text('JS_TEST_PAYMENT_TITLE')}</title><link rel="icon" href="${ICON}"><style>${STYLE}</style></head><body><main>
<p class="badge">${text('JS_TEST_PAYMENT_BADGE')}</p>
<h1>${text('JS_TEST_PAYMENT_HEADING', { number: payment.orderNumber })}</h1>
<p>${text('JS_TEST_PAYMENT_INTRO')}</p>
<dl><dt>${text('JS_TEST_PAYMENT_AMOUNT')}</dt><dd>${escapeHtml(formatEuro(payment.amountCents))}</dd><dt>${text('JS_TEST_PAYMENT_METHOD')}</dt><dd>${text(METHOD_NAMES[payment.method])}</dd></dl>
${body}</main></body></html>`;
}

const params = z.object({ ref: z.string().min(1).max(100) });

/**
 * The test provider's own page, served on the shop's origin by the reference adapter (a real provider serves its
 * page on its own site). The reference in the path is the only credential, as on a hosted payment page: no
 * session, no CSRF token (the shop's token is not the provider's business).
 */
export function testProviderPage(payments: ReferencePayments): AdapterPage {
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
      if (!button) return reply.code(400).type('text/plain; charset=utf-8').send(t('JS_TEST_PAYMENT_CHOOSE'));
      return reply.redirect(payments.decide(payment.providerRef, button.decision), 303);
    });
  };
}

function notFoundHtml(): string {
  const title = escapeHtml(t('JS_TEST_PAYMENT_NOT_FOUND_TITLE'));
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="${ICON}"></head><body>
<main><h1>${title}</h1><p>${escapeHtml(t('JS_TEST_PAYMENT_NOT_FOUND'))}</p></main></body></html>`;
}
