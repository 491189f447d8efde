import { accountsPort } from './accounts.ts';
import { cartsPort } from './carts.ts';
import { cataloguePort } from './catalogue.ts';
import type { PortClient, PortImpl } from './op.ts';

/** Every port of the shop by name; the name is also the first path segment of the upstream protocol. */
export const portDefs = {
  accounts: accountsPort,
  catalogue: cataloguePort,
  carts: cartsPort,
} as const;

export type PortName = keyof typeof portDefs;

/** The ports as the BFF calls them (input as written, defaults optional). */
export type Ports = { [K in PortName]: PortClient<(typeof portDefs)[K]> };
/** The ports as an implementation writes them (parsed input). */
export type PortImpls = { [K in PortName]: PortImpl<(typeof portDefs)[K]> };

export type AccountsPort = PortImpls['accounts'];
export type CataloguePort = PortImpls['catalogue'];
export type CartsPort = PortImpls['carts'];
