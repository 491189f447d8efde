import type { Order, OrderRow } from '../../adapters/ports/orders.ts';
import type { OrderSummary, OrderView } from '../../shared/contract/checkout.ts';

// SPEC's names of an order's cart header (the browser's side) from the orders port's English: translated here only.

export function toOrderView(order: Order): OrderView {
  const { orderName, orderNotes, model, orderType, ...same } = order;
  return { ...same, nomeOrdine: orderName, noteOrdine: orderNotes, modello: model, tipo_ordine: orderType };
}

export const toOrderSummary = ({ orderName, ...row }: OrderRow): OrderSummary => ({ ...row, nomeOrdine: orderName });
