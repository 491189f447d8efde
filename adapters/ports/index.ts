import { accountsPort } from './accounts.ts';
import { cartsPort } from './carts.ts';
import { cataloguePort } from './catalogue.ts';
import type { PortImpl } from './op.ts';

/** Every port of the shop by name; the name is also the first path segment of the upstream protocol. */
export const portDefs = {
  accounts: accountsPort,
  catalogue: cataloguePort,
  carts: cartsPort,
} as const;

export type PortName = keyof typeof portDefs;

/** The full set of implementations the BFF calls. */
export type Ports = { [K in PortName]: PortImpl<(typeof portDefs)[K]> };

export type AccountsPort = Ports['accounts'];
export type CataloguePort = Ports['catalogue'];
export type CartsPort = Ports['carts'];
