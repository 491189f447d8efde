import type { ImpersonationAuditKey } from './texts.ts';

/** The audit's recorded actions (bff/routes/switch-user.ts, bff/plugins/impersonation-audit.ts) in business words. */
const actionKeys: Record<string, ImpersonationAuditKey> = {
  switch: 'JS_AUDIT_SWITCH',
  back: 'JS_AUDIT_BACK',
  'POST /cart/add-ajax': 'JS_AUDIT_CART_ADD',
  'POST /cart/quick-order': 'JS_AUDIT_QUICK_ORDER',
  'POST /cart/update-cart-item': 'JS_AUDIT_LINE_CHANGED',
  'POST /cart/remove-cart-item': 'JS_AUDIT_LINE_REMOVED',
  'POST /cart/update-nome-ordine': 'JS_AUDIT_ORDER_DATA',
  'POST /cart/update-note-ordine': 'JS_AUDIT_ORDER_DATA',
  'POST /cart/update-dati-veicolo': 'JS_AUDIT_ORDER_DATA',
  'GET /cart/update-cart-tipo-ordine': 'JS_AUDIT_ORDER_DATA',
  'GET /update-cart-fgurgente': 'JS_AUDIT_URGENT',
  'POST /cart/new-cart': 'JS_AUDIT_NEW_CART',
  'POST /cart/delete-cart': 'JS_AUDIT_DELETE_CART',
  'GET /cart/switch-cart': 'JS_AUDIT_SWITCH_CART',
  'POST /cart/upload-attachment': 'JS_AUDIT_ATTACHMENT_ADDED',
  'POST /cart/delete-attachment': 'JS_AUDIT_ATTACHMENT_REMOVED',
  'POST /import-order/submit': 'JS_AUDIT_IMPORT_SUBMIT',
};

/** The text key of a recorded action; a cart call this table does not know yet is a generic cart change. */
export function auditActionKey(action: string): ImpersonationAuditKey {
  return actionKeys[action] ?? 'JS_AUDIT_CART_OTHER';
}
