import type { Clock } from '../../shared/clock.ts';
import type { Database } from '../../shared/sqlite.ts';
import type { PortImpls, PortName } from '../ports/index.ts';
import { ReferenceAccounts } from './accounts.ts';
import { ReferenceAttachments } from './attachments.ts';
import { ReferenceAvailability } from './availability/reference-availability.ts';
import { ReferenceCarts } from './carts/reference-carts.ts';
import { ReferenceCatalogue } from './catalogue/index.ts';
import { referenceConfigurators } from './configurators/reference-configurators.ts';
import { ReferenceAddresses } from './checkout/reference-addresses.ts';
import { ReferenceCheckout } from './checkout/reference-checkout.ts';
import { ReferenceCommunications } from './communications.ts';
import { ReferenceOrderImport } from './order-import/reference-order-import.ts';
import { ReferenceOrders } from './orders/reference-orders.ts';
import { ReferenceMail } from './mail/reference-mail.ts';
import type { ReferenceOptions } from './options.ts';
import { ReferencePayments } from './payments/reference-payments.ts';
import { ReferencePartsLookup } from './parts-lookup/reference-parts-lookup.ts';
import { ReferencePricing } from './pricing/reference-pricing.ts';
import { ReferenceRequests } from './requests/reference-requests.ts';
import { ReferenceTranslation } from './translation/reference-translation.ts';
import { ReferenceVehicles } from './vehicles/reference-vehicles.ts';

/** What every reference implementation is built on. */
export interface ReferenceDeps {
  db: Database;
  /** "Now" for delivery promises (tests fix it). */
  clock: Clock;
  logger?: { info(obj: object, msg?: string): void };
}

/**
 * The reference implementation of every port, by name: a port declared in adapters/ports/index.ts without its
 * entry here does not compile.
 */
export const referenceImplementations: {
  [K in PortName]: (deps: ReferenceDeps, options: ReferenceOptions) => PortImpls[K];
} = {
  accounts: (deps, options) => new ReferenceAccounts(deps, { webServiceFlag: options.webServiceFlag }),
  catalogue: (deps, options) => new ReferenceCatalogue(deps, { countCap: options.searchCountCap, searchWorker: options.searchWorker }),
  carts: (deps, options) => new ReferenceCarts(deps, { caps: options.caps }),
  pricing: (deps) => new ReferencePricing(deps),
  availability: (deps) => new ReferenceAvailability(deps),
  partsLookup: (deps, options) => new ReferencePartsLookup(deps, { frameOrigin: options.partsFrameOrigin }),
  vehicles: (deps) => new ReferenceVehicles(deps),
  attachments: (deps, options) => new ReferenceAttachments(deps, { caps: options.caps }),
  addresses: (deps, options) => new ReferenceAddresses(deps, { caps: options.caps }),
  checkout: (deps) => new ReferenceCheckout(deps),
  orders: (deps) => new ReferenceOrders(deps),
  payments: (deps) => new ReferencePayments(deps),
  configurators: (deps) => referenceConfigurators(deps),
  orderImport: (deps, options) => new ReferenceOrderImport(deps, { caps: options.caps }),
  mail: (deps, options) => new ReferenceMail(deps, options.mail),
  requests: (deps) => new ReferenceRequests(deps),
  communications: (deps) => new ReferenceCommunications(deps),
  translation: () => new ReferenceTranslation(),
};
