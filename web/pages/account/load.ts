import { definePage } from '../../../bff/pages/define-page.ts';

/** `/area-clienti/account`: the user's and customer's data from the accounts port, with their e-mail addresses. */
export const accountPage = definePage('account', {
  async load({ app, request }) {
    const account = await app.ports.accounts.principal({}, request.portCtx());
    const { username, companyName, customerCode, email, orderEmail } = account;
    return { username, companyName, customerCode, email, orderEmail };
  },
});
