import { usePageData } from '../../api/page-data.ts';
import { t } from './texts.ts';
import { Panel } from '../../ui/panel.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/** `/area-clienti/account`: the account's data and where the shop's mail goes (the order mail falls back to the user's). */
export default function AccountPage() {
  const page = usePageData('account');
  return (
    <LabelledPageData name="account" testId="account-page" page={page}>
      {(data) => (
        <Panel title={data.companyName}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            <dt className="text-sm text-slate-600">{t('JS_ACCOUNT_USERNAME')}</dt>
            <dd className="font-medium text-slate-900">{data.username}</dd>
            <dt className="text-sm text-slate-600">{t('JS_ACCOUNT_CUSTOMER_CODE')}</dt>
            <dd className="font-medium text-slate-900">{data.customerCode}</dd>
            <dt className="text-sm text-slate-600">{t('JS_ACCOUNT_EMAIL')}</dt>
            <dd className="font-medium break-all text-slate-900" data-testid="account-email">
              {data.email ?? t('JS_ACCOUNT_NO_EMAIL')}
            </dd>
            <dt className="text-sm text-slate-600">{t('JS_ACCOUNT_ORDER_EMAIL')}</dt>
            <dd className="font-medium break-all text-slate-900" data-testid="account-order-email">
              {data.orderEmail ?? data.email ?? t('JS_ACCOUNT_NO_EMAIL')}
            </dd>
          </dl>
        </Panel>
      )}
    </LabelledPageData>
  );
}
