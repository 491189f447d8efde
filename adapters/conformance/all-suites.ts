import { portDefs, type Ports } from '../ports/index.ts';
import { validated } from '../ports/validated.ts';
import { accountsSuite } from './accounts.suite.ts';
import { cartsSuite } from './carts.suite.ts';
import { catalogueSuite } from './catalogue.suite.ts';
import type { ConformanceSubject } from './subject.ts';

/** The implementation under test with every reply checked against its operation's declared output. */
function strict(ports: Ports): Ports {
  return {
    accounts: validated(portDefs.accounts, ports.accounts, true),
    catalogue: validated(portDefs.catalogue, ports.catalogue, true),
    carts: validated(portDefs.carts, ports.carts, true),
  };
}

/**
 * Plays every port's suite against one implementation, every reply checked against the declared
 * output shape. A new implementation is done when this passes.
 */
export function conformanceSuites(subject: () => ConformanceSubject): void {
  const checked = new WeakMap<Ports, Ports>();
  const strictSubject = (): ConformanceSubject => {
    const { ports, fixture } = subject();
    if (!checked.has(ports)) checked.set(ports, strict(ports));
    return { ports: checked.get(ports)!, fixture };
  };
  accountsSuite(strictSubject);
  catalogueSuite(strictSubject);
  cartsSuite(strictSubject);
}
