import { accountsPort } from './accounts.ts';
import { addressesPort } from './addresses.ts';
import { attachmentsPort } from './attachments.ts';
import { availabilityPort } from './availability.ts';
import { cartsPort } from './carts.ts';
import { cataloguePort } from './catalogue.ts';
import { mailPort } from './mail.ts';
import { checkoutPort } from './checkout.ts';
import { communicationsPort } from './communications.ts';
import { configuratorsPort } from './configurators.ts';
import { orderImportPort } from './order-import.ts';
import { ordersPort } from './orders.ts';
import { partsLookupPort } from './parts-lookup.ts';
import { paymentsPort } from './payments.ts';
import { pricingPort } from './pricing.ts';
import { requestsPort } from './requests.ts';
import { translationPort } from './translation.ts';
import { validated } from './validated.ts';
import { vehiclesPort } from './vehicles.ts';
import { mapOps, type OpDef, type OpFn, type PortClient, type PortDef, type PortImpl } from './op.ts';

/**
 * Every port of the shop by name: the one list the reference implementation, the http adapter, the protocol
 * server, the cache, the conformance suites and the test helpers derive theirs from. The name is also the first
 * path segment of the upstream protocol.
 */
export const portDefs = {
  accounts: accountsPort,
  catalogue: cataloguePort,
  carts: cartsPort,
  pricing: pricingPort,
  availability: availabilityPort,
  partsLookup: partsLookupPort,
  vehicles: vehiclesPort,
  attachments: attachmentsPort,
  addresses: addressesPort,
  checkout: checkoutPort,
  orders: ordersPort,
  payments: paymentsPort,
  configurators: configuratorsPort,
  orderImport: orderImportPort,
  mail: mailPort,
  requests: requestsPort,
  communications: communicationsPort,
  translation: translationPort,
} as const;

export type PortDefs = typeof portDefs;
export type PortName = keyof PortDefs;
export const portNames = Object.keys(portDefs) as PortName[];

/**
 * Which outside system answers each port: the distributor's ERP, the parts-catalogue provider (vehicle and parts
 * lookup), the payment provider (hosted payment pages) or the mail service (the shop's outbox and SMTP server),
 * often other companies' systems. Each system is configured
 * to its own adapter.
 */
export const portSystems = {
  accounts: 'erp',
  catalogue: 'erp',
  carts: 'erp',
  pricing: 'erp',
  availability: 'erp',
  partsLookup: 'partsCatalogue',
  vehicles: 'partsCatalogue',
  attachments: 'erp',
  addresses: 'erp',
  checkout: 'erp',
  orders: 'erp',
  payments: 'paymentProvider',
  configurators: 'erp',
  orderImport: 'erp',
  mail: 'mail',
  requests: 'erp',
  communications: 'erp',
  // The ERP's catalogue texts are translated by a service the ERP side configures (its key, its glossary).
  translation: 'erp',
} as const satisfies Record<PortName, PortSystem>;
export type PortSystem = 'erp' | 'partsCatalogue' | 'paymentProvider' | 'mail';

/** The ports as the BFF calls them (input as written, defaults optional). */
export type Ports = { [K in PortName]: PortClient<PortDefs[K]> };
/** The ports as an implementation writes them (parsed input). */
export type PortImpls = { [K in PortName]: PortImpl<PortDefs[K]> };

export type AccountsPort = PortImpls['accounts'];
export type CataloguePort = PortImpls['catalogue'];
export type CartsPort = PortImpls['carts'];
export type PricingPort = PortImpls['pricing'];
export type AvailabilityPort = PortImpls['availability'];
export type PartsLookupPort = PortImpls['partsLookup'];
export type VehiclesPort = PortImpls['vehicles'];
export type AttachmentsPort = PortImpls['attachments'];
export type AddressesPort = PortImpls['addresses'];
export type CheckoutPort = PortImpls['checkout'];
export type OrdersPort = PortImpls['orders'];
export type PaymentsPort = PortImpls['payments'];
export type OrderImportPort = PortImpls['orderImport'];
/**
 * An integrator's in-process implementation of the configurators writes this interface, as it writes the others.
 * @public
 */
export type ConfiguratorsPort = PortImpls['configurators'];
export type MailPort = PortImpls['mail'];
export type RequestsPort = PortImpls['requests'];
export type CommunicationsPort = PortImpls['communications'];
export type TranslationPort = PortImpls['translation'];

/** Builds one value per port, by name, from the one list: a new port cannot be forgotten. */
export function mapPorts<T extends { [K in PortName]: unknown }>(make: (name: PortName, def: PortDef) => T[PortName]): T {
  return Object.fromEntries(portNames.map((name) => [name, make(name, portDefs[name])])) as T;
}

/**
 * Every port of an in-process implementation wrapped by `validated`: inputs parsed (and, with `checkOutput`,
 * replies checked). A client is accepted too (conformance re-checks whatever it is given).
 */
export function validatePorts(impls: PortImpls | Ports, checkOutput = false): Ports {
  return mapPorts<Ports>((name, def) => validated(def, impls[name] as PortImpl<PortDef>, checkOutput, name) as Ports[PortName]);
}

/** Wraps every operation of every port (the walk of `mapOps` per port). */
export function mapAllOps(wrap: (port: PortName, op: OpDef, path: string) => OpFn): Ports {
  return mapPorts<Ports>((name, def) => mapOps(def as PortDef, (entry, path) => wrap(name, entry, path)) as Ports[typeof name]);
}
