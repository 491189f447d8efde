import { translator } from './translate.ts';

/**
 * Texts of the reference test payment provider's hosted page (`/pagamento-di-prova/{ref}`,
 * adapters/reference/payments/test-provider-page.ts): a page of the provider, not of the shop, so only its own.
 */
export const paymentProviderIt = {
  JS_TEST_PAYMENT_TITLE: 'Pagamento di prova',
  JS_TEST_PAYMENT_BADGE: 'Fornitore di pagamento di prova',
  JS_TEST_PAYMENT_HEADING: 'Pagamento dell’ordine {number}',
  JS_TEST_PAYMENT_INTRO:
    'Questa pagina simula il sito di un fornitore di pagamenti: nessun dato di carta viene chiesto e nessun addebito è reale.',
  JS_TEST_PAYMENT_AMOUNT: 'Importo',
  JS_TEST_PAYMENT_METHOD: 'Metodo',
  JS_TEST_PAYMENT_METHOD_CARD: 'Carta di pagamento',
  JS_TEST_PAYMENT_METHOD_WALLET: 'Portafoglio digitale',
  JS_TEST_PAYMENT_APPROVE: 'Approva il pagamento',
  JS_TEST_PAYMENT_DECLINE: 'Rifiuta il pagamento',
  JS_TEST_PAYMENT_ABANDON: 'Annulla e torna al negozio',
  JS_TEST_PAYMENT_APPROVED: 'Questo pagamento è già stato approvato.',
  JS_TEST_PAYMENT_DECLINED: 'Questo pagamento è già stato rifiutato.',
  JS_TEST_PAYMENT_ABANDONED: 'Questo pagamento è già stato annullato.',
  JS_TEST_PAYMENT_VOIDED:
    'Questo pagamento è stato annullato dal negozio e non può più essere approvato: torna al negozio per pagare l’ordine.',
  JS_TEST_PAYMENT_REFUNDED: 'Questo pagamento è stato approvato e poi rimborsato.',
  JS_TEST_PAYMENT_BACK: 'Torna al negozio',
  JS_TEST_PAYMENT_CHOOSE: 'Scegli se approvare, rifiutare o annullare il pagamento.',
  JS_TEST_PAYMENT_NOT_FOUND_TITLE: 'Pagamento non trovato',
  JS_TEST_PAYMENT_NOT_FOUND: 'Il fornitore di pagamento di prova non conosce questo pagamento.',
} as const;

export type PaymentProviderKey = keyof typeof paymentProviderIt;

export const paymentProviderEn: Record<PaymentProviderKey, string> = {
  JS_TEST_PAYMENT_TITLE: 'Test payment',
  JS_TEST_PAYMENT_BADGE: 'Test payment provider',
  JS_TEST_PAYMENT_HEADING: 'Payment of order {number}',
  JS_TEST_PAYMENT_INTRO: 'This page stands in for a payment provider’s site: no card data is asked and no charge is real.',
  JS_TEST_PAYMENT_AMOUNT: 'Amount',
  JS_TEST_PAYMENT_METHOD: 'Method',
  JS_TEST_PAYMENT_METHOD_CARD: 'Payment card',
  JS_TEST_PAYMENT_METHOD_WALLET: 'Digital wallet',
  JS_TEST_PAYMENT_APPROVE: 'Approve the payment',
  JS_TEST_PAYMENT_DECLINE: 'Decline the payment',
  JS_TEST_PAYMENT_ABANDON: 'Cancel and return to the shop',
  JS_TEST_PAYMENT_APPROVED: 'This payment was already approved.',
  JS_TEST_PAYMENT_DECLINED: 'This payment was already declined.',
  JS_TEST_PAYMENT_ABANDONED: 'This payment was already cancelled.',
  JS_TEST_PAYMENT_VOIDED: 'The shop cancelled this payment and it can no longer be approved: return to the shop to pay the order.',
  JS_TEST_PAYMENT_REFUNDED: 'This payment was approved and then refunded.',
  JS_TEST_PAYMENT_BACK: 'Return to the shop',
  JS_TEST_PAYMENT_CHOOSE: 'Choose whether to approve, decline or cancel the payment.',
  JS_TEST_PAYMENT_NOT_FOUND_TITLE: 'Payment not found',
  JS_TEST_PAYMENT_NOT_FOUND: 'The test payment provider does not know this payment.',
};

/** `t` of the test payment page: its own texts only. */
export const t = translator<PaymentProviderKey>(paymentProviderIt, { en: paymentProviderEn });
