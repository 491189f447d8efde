import { validatePorts, type PortName, type Ports } from '../ports/index.ts';
import { accountsSuite } from './accounts.suite.ts';
import { addressesSuite } from './addresses.suite.ts';
import { attachmentsSuite } from './attachments.suite.ts';
import { availabilitySuite } from './availability.suite.ts';
import { cartsSuite } from './carts.suite.ts';
import { catalogueSuite } from './catalogue.suite.ts';
import { checkoutSuite } from './checkout.suite.ts';
import { communicationsSuite } from './communications.suite.ts';
import { configuratorsSuite } from './configurators.suite.ts';
import { orderImportSuite } from './order-import.suite.ts';
import { mailSuite } from './mail.suite.ts';
import { ordersSuite } from './orders.suite.ts';
import { partsLookupSuite } from './parts-lookup.suite.ts';
import { paymentsSuite } from './payments.suite.ts';
import { pricingSuite } from './pricing.suite.ts';
import { requestsSuite } from './requests.suite.ts';
import type { ConformanceSubject } from './subject.ts';
import { translationSuite } from './translation.suite.ts';
import { vehiclesSuite } from './vehicles.suite.ts';

/** One suite per port: a port declared without its suite does not compile. */
const suites: Record<PortName, (subject: () => ConformanceSubject) => void> = {
  accounts: accountsSuite,
  catalogue: catalogueSuite,
  carts: cartsSuite,
  pricing: pricingSuite,
  availability: availabilitySuite,
  partsLookup: partsLookupSuite,
  vehicles: vehiclesSuite,
  attachments: attachmentsSuite,
  addresses: addressesSuite,
  checkout: checkoutSuite,
  orders: ordersSuite,
  payments: paymentsSuite,
  configurators: configuratorsSuite,
  orderImport: orderImportSuite,
  mail: mailSuite,
  requests: requestsSuite,
  communications: communicationsSuite,
  translation: translationSuite,
};

/** The implementation under test with every reply checked against its operation's declared output. */
function strict(ports: Ports): Ports {
  return validatePorts(ports, true);
}

/**
 * Plays every port's suite (or only those of `only`) against one implementation, every reply checked against the
 * declared output shape. A new implementation is done when this passes.
 */
export function conformanceSuites(subject: () => ConformanceSubject, only?: readonly PortName[]): void {
  const checked = new WeakMap<Ports, Ports>();
  const strictSubject = (): ConformanceSubject => {
    const tested = subject();
    const wrapped = checked.get(tested.ports) ?? strict(tested.ports);
    checked.set(tested.ports, wrapped);
    return { ...tested, ports: wrapped };
  };
  for (const [port, suite] of Object.entries(suites)) if (!only || only.includes(port as PortName)) suite(strictSubject);
}
