import { accountsSuite } from './accounts.suite.ts';
import { cartsSuite } from './carts.suite.ts';
import { catalogueSuite } from './catalogue.suite.ts';
import type { ConformanceSubject } from './subject.ts';

/** Plays every port's suite against one implementation. A new implementation is done when this passes. */
export function conformanceSuites(subject: () => ConformanceSubject): void {
  accountsSuite(subject);
  catalogueSuite(subject);
  cartsSuite(subject);
}
