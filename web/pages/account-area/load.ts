import { isPortError } from '../../../adapters/ports/port-error.ts';
import { toAddressView } from '../../../bff/lib/address-wire.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/** Addresses the account area lists; more are reached through the checkout's paged list. */
const ADDRESSES_SHOWN = 50;

/**
 * `/area-clienti` (SPEC §2 account area): the account from the accounts port, the customer's delivery addresses
 * (the checkout's, editable here) and the web-service flag (SPEC §7), null when the ERP holds none for the customer.
 */
export const accountAreaPage = definePage('accountArea', {
  async load({ app, request }) {
    const ctx = request.portCtx();
    const [account, addresses, webService] = await Promise.all([
      app.ports.accounts.principal({}, ctx),
      app.ports.addresses.list({ page: 1, pageSize: ADDRESSES_SHOWN }, ctx),
      app.ports.accounts.webServiceAccess({}, ctx).then(
        ({ enabled }) => enabled,
        (error: unknown) => {
          if (isPortError(error) && error.reason === 'web-service-setting-missing') return null;
          throw error;
        },
      ),
    ]);
    return {
      username: account.username,
      companyName: account.companyName,
      customerCode: account.customerCode,
      email: account.email,
      addresses: addresses.rows.map(toAddressView),
      addressesTotal: addresses.total,
      webServiceEnabled: webService,
    };
  },
});
