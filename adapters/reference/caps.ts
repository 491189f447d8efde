import { z } from 'zod';

const MB = 1024 * 1024;

/**
 * What one customer may keep in the reference ERP, so no customer (or script) can grow its data without bound:
 * open carts, saved addresses, lines in one cart, bytes of files attached to its open carts. Reaching a cap is
 * `conflict` with an Italian message saying what to free.
 */
export const customerCapsSchema = z.object({
  openCarts: z.number().int().min(1).max(10_000).default(50),
  addresses: z.number().int().min(1).max(100_000).default(200),
  cartLines: z.number().int().min(1).max(100_000).default(2000),
  attachmentBytes: z
    .number()
    .int()
    .min(1)
    .max(100 * 1024 * MB)
    .default(200 * MB),
});
export type CustomerCaps = z.output<typeof customerCapsSchema>;
export const defaultCustomerCaps: CustomerCaps = customerCapsSchema.parse({});

const count = (value: number) => value.toLocaleString('it-IT');
const megabytes = (bytes: number) => (bytes / MB).toLocaleString('it-IT', { maximumFractionDigits: 1 });

/** The messages a reached cap answers. */
export const capText = {
  openCarts: (cap: number) =>
    `Hai già ${count(cap)} carrelli aperti, il massimo: ordina o elimina un carrello che non usi prima di crearne un altro.`,
  addresses: (cap: number) =>
    `Hai già ${count(cap)} indirizzi, il massimo: elimina un indirizzo che non usi prima di aggiungerne un altro.`,
  cartLines: (cap: number) => `Il carrello ha già ${count(cap)} righe, il massimo: ordinalo o usa un altro carrello per i nuovi articoli.`,
  attachmentBytes: (cap: number) =>
    `Gli allegati dei tuoi carrelli aperti occupano già fino a ${megabytes(cap)} MB, il massimo: elimina qualche allegato prima di aggiungerne altri.`,
};
