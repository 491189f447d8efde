import type { Migration } from '../../../shared/sqlite.ts';
import { initial } from './001-initial.ts';
import { productRelations } from './002-product-relations.ts';
import { offers } from './003-offers.ts';
import { catalogueSearch } from './004-catalogue-search.ts';
import { productPage } from './005-product-page.ts';
import { cartManagement } from './006-cart-management.ts';
import { cartAttachments } from './007-cart-attachments.ts';
import { checkout } from './008-checkout.ts';
import { vehiclePlates } from './009-vehicle-plates.ts';
import { configurators } from './010-configurators.ts';
import { onePaymentPerOrder } from './011-one-payment-per-order.ts';
import { englishPortResults } from './012-english-port-results.ts';
import { urgentCourierText } from './013-urgent-courier-text.ts';
import { orderImports } from './014-order-imports.ts';
import { mailOutbox } from './015-mail-outbox.ts';
import { accountEmails } from './016-account-emails.ts';
import { passwordRecoveries } from './017-password-recoveries.ts';
import { registrationRequests } from './018-registration-requests.ts';
import { customerRequests } from './019-customer-requests.ts';
import { mailAttachments } from './020-mail-attachments.ts';
import { accountArea } from './021-account-area.ts';
import { importRowProblems } from './022-import-row-problems.ts';

/** Every migration of the reference database, oldest first. Append; never edit a released one. */
export const migrations: readonly Migration[] = [
  initial,
  productRelations,
  offers,
  catalogueSearch,
  productPage,
  cartManagement,
  cartAttachments,
  checkout,
  vehiclePlates,
  configurators,
  onePaymentPerOrder,
  englishPortResults,
  urgentCourierText,
  orderImports,
  mailOutbox,
  accountEmails,
  passwordRecoveries,
  registrationRequests,
  customerRequests,
  mailAttachments,
  accountArea,
  importRowProblems,
];

/** The version a fully migrated reference database has. */
export const SCHEMA_VERSION = Math.max(...migrations.map((m) => m.version));
