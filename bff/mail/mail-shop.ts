import type { Config } from '../config.ts';

/** Who the shop is, as every mail's foot names it, and the origin every link of a mail is built on. */
export interface MailShop {
  /** The shop's name as customers know it (the header of the mail). */
  name: string;
  legalName: string;
  address: string;
  vatNumber: string;
  /** The shop's own mailbox (registration requests, replies). */
  email: string;
  /** SHOP_ORIGIN: never a request's Host. */
  origin: string;
}

export function mailShopOf(config: Config, name: string): MailShop {
  return {
    name,
    legalName: config.SHOP_LEGAL_NAME,
    address: config.SHOP_ADDRESS,
    vatNumber: config.SHOP_VAT_NUMBER,
    email: config.SHOP_EMAIL,
    origin: config.SHOP_ORIGIN,
  };
}
