import { describeTranslationTables } from '../testing/translation-tables.ts';
import { accountEn, accountIt } from '../../web/pages/account/texts.ts';
import { gearboxesEn, gearboxesIt } from '../../web/pages/gearbox-search/texts.ts';
import { assistenzaEn, assistenzaIt } from './assistenza.ts';
import { attachmentsEn, attachmentsIt } from './attachments.ts';
import { cartEn, cartIt } from './cart.ts';
import { catalogueEn, catalogueIt } from './catalogue.ts';
import { checkoutEn, checkoutIt } from './checkout.ts';
import { configuratorNamesEn, configuratorNamesIt } from './configurator-names.ts';
import { configuratorsEn, configuratorsIt } from './configurators.ts';
import { consentEn, consentIt } from './consent.ts';
import { en } from './en.ts';
import { fieldTextsEn, fieldTextsIt } from './field-texts.ts';
import { it as shared } from './it.ts';
import { layoutPartsEn, layoutPartsIt } from './layout-parts.ts';
import { loginEn, loginIt } from './login.ts';
import { mailEn, mailIt } from './mail.ts';
import { offerEn, offerIt } from './offer.ts';
import { orderImportEn, orderImportIt } from './order-import.ts';
import { pagerEn, pagerIt } from './pager.ts';
import { partsLookupEn, partsLookupIt } from './parts-lookup.ts';
import { paymentProviderEn, paymentProviderIt } from './payment-provider.ts';
import { productEn, productIt } from './product.ts';
import { serverEn, serverIt } from './server.ts';
import { staffMailEn, staffMailIt } from './staff-mail.ts';
import { switchUserEn, switchUserIt } from './switch-user.ts';
import { vehiclesEn, vehiclesIt } from './vehicles.ts';

// Every translation table of shared/ and the page folders, Italian beside English: a new area's pair is added here
// (the BFF's reason texts: bff/i18n/reason-texts.test.ts).
describeTranslationTables({
  shared: [shared, en],
  account: [accountIt, accountEn],
  assistenza: [assistenzaIt, assistenzaEn],
  attachments: [attachmentsIt, attachmentsEn],
  cart: [cartIt, cartEn],
  catalogue: [catalogueIt, catalogueEn],
  checkout: [checkoutIt, checkoutEn],
  configuratorNames: [configuratorNamesIt, configuratorNamesEn],
  configurators: [configuratorsIt, configuratorsEn],
  consent: [consentIt, consentEn],
  fieldTexts: [fieldTextsIt, fieldTextsEn],
  gearboxes: [gearboxesIt, gearboxesEn],
  layoutParts: [layoutPartsIt, layoutPartsEn],
  login: [loginIt, loginEn],
  mail: [mailIt, mailEn],
  offer: [offerIt, offerEn],
  orderImport: [orderImportIt, orderImportEn],
  pager: [pagerIt, pagerEn],
  partsLookup: [partsLookupIt, partsLookupEn],
  paymentProvider: [paymentProviderIt, paymentProviderEn],
  product: [productIt, productEn],
  server: [serverIt, serverEn],
  staffMail: [staffMailIt, staffMailEn],
  switchUser: [switchUserIt, switchUserEn],
  vehicles: [vehiclesIt, vehiclesEn],
});
